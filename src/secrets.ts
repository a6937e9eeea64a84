import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, ConfigError, type ResolvedConfig } from './config.js';
import { parseDataKey } from './platform/crypto-box.js';

const NAMES = ['internalApiKey', 'ciStatusToken', 'jwtSecret', 'dataEncryptionKey'] as const;
const ENV_NAMES: Record<(typeof NAMES)[number], string> = {
  internalApiKey: 'INTERNAL_API_KEY',
  ciStatusToken: 'CI_STATUS_TOKEN',
  jwtSecret: 'JWT_SECRET',
  dataEncryptionKey: 'DATA_ENCRYPTION_KEY',
};

/**
 * Outside production an unset secret is generated once and kept in `DATA_DIR/secrets.json`
 * (mode 0600) so that tokens and keys survive restarts. Returns the generated names so
 * that main can print them once at start.
 */
export async function resolveSecrets(
  config: Config,
): Promise<{ config: ResolvedConfig; generated: string[] }> {
  const missing = NAMES.filter((n) => !config[n]);
  if (missing.length === 0) return { config: config as ResolvedConfig, generated: [] };
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: Partial<Record<(typeof NAMES)[number], string>> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    stored = {};
  }
  const generated: string[] = [];
  for (const name of missing) {
    if (!stored[name]) {
      // 32 random bytes in base64url: a valid DATA_ENCRYPTION_KEY as well as a token.
      stored[name] = randomBytes(32).toString('base64url');
      generated.push(ENV_NAMES[name]);
    }
  }
  if (generated.length > 0) {
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  const resolved = { ...config } as ResolvedConfig;
  for (const name of missing) resolved[name] = stored[name]!;
  if (missing.includes('dataEncryptionKey') && !parseDataKey(resolved.dataEncryptionKey))
    throw new ConfigError('DATA_ENCRYPTION_KEY', `kept in ${file} is not 32 bytes of hex or base64`);
  return { config: resolved, generated };
}

export const secretEnvName = (name: (typeof NAMES)[number]) => ENV_NAMES[name];
export const SECRET_NAMES = NAMES;
