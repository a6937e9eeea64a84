import { AppError } from '../../platform/errors.js';

/** A company found in the national registry. */
export interface Company {
  nip: string;
  name: string;
  regon: string | null;
  krs: string | null;
  vat_status: string | null;
  address: string | null;
  registration_date: string | null;
  source: string;
}

export interface TaxRegistry {
  readonly name: string;
  /** `null` when the registry has no such company; throws 503 when the registry cannot be reached. */
  lookup(nip: string, today: Date): Promise<Company | null>;
}

const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** Strips separators (`123-456-32-18`, `PL1234563218`) and checks the 10 digits and the checksum. */
export function normalizeNip(raw: string): string | null {
  const s = raw.trim().replace(/^PL/i, '').replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(s)) return null;
  const digits = [...s].map(Number);
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * digits[i]!, 0);
  const check = sum % 11;
  if (check === 10 || check !== digits[9]) return null;
  return s;
}

interface WlSubject {
  name?: string;
  nip?: string;
  regon?: string | null;
  krs?: string | null;
  statusVat?: string | null;
  workingAddress?: string | null;
  residenceAddress?: string | null;
  registrationLegalDate?: string | null;
}

/**
 * The Ministry of Finance VAT taxpayer registry ("Biała lista", `GET /api/search/nip/{nip}?date=YYYY-MM-DD`,
 * answering `{"result":{"subject":{…}|null}}`), at a configurable base address with a time limit.
 */
export class WhiteListRegistry implements TaxRegistry {
  readonly name = 'mf-white-list';
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 5000,
  ) {}

  async lookup(nip: string, today: Date): Promise<Company | null> {
    const date = today.toISOString().slice(0, 10);
    const url = `${this.baseUrl.replace(/\/+$/, '')}/api/search/nip/${nip}?date=${date}`;
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw unreachable(err);
    }
    if (res.status === 404) return null;
    if (res.status === 400) {
      // The registry refuses a number it considers malformed (WL-113 …).
      throw new AppError(400, 'invalid_nip', {
        message: 'The registry refused this NIP as malformed.',
        messagePl: 'Rejestr odrzucił ten NIP jako niepoprawny.',
        field: 'nip',
      });
    }
    if (!res.ok) throw unreachable(new Error(`registry answered ${res.status}`));
    let body: { result?: { subject?: WlSubject | null } };
    try {
      body = (await res.json()) as typeof body;
    } catch (err) {
      throw unreachable(err);
    }
    const s = body.result?.subject;
    if (!s?.name) return null;
    return {
      nip: s.nip ?? nip,
      name: s.name,
      regon: s.regon ?? null,
      krs: s.krs ?? null,
      vat_status: s.statusVat ?? null,
      address: s.workingAddress ?? s.residenceAddress ?? null,
      registration_date: s.registrationLegalDate ?? null,
      source: this.name,
    };
  }
}

function unreachable(cause: unknown) {
  return new AppError(503, 'registry_unavailable', {
    message: 'The company registry cannot be reached right now. Try again later.',
    messagePl: 'Rejestr firm jest teraz niedostępny. Spróbuj ponownie później.',
    cause,
  });
}

/** Without `NIP_REGISTRY_URL`: a small built-in registry, so that the dashboard flow works offline. */
export class SandboxTaxRegistry implements TaxRegistry {
  readonly name = 'sandbox';
  static readonly COMPANIES: Company[] = [
    {
      nip: '5260250274',
      name: 'Gabinet Stomatologiczny Uśmiech Sp. z o.o.',
      regon: '012100784',
      krs: '0000012345',
      vat_status: 'Czynny',
      address: 'ul. Marszałkowska 1, 00-001 Warszawa',
      registration_date: '2005-03-01',
      source: 'sandbox',
    },
    {
      nip: '7740001454',
      name: 'Salon Fryzjerski Nożyczki Anna Nowak',
      regon: '610188201',
      krs: null,
      vat_status: 'Czynny',
      address: 'ul. Długa 5, 80-827 Gdańsk',
      registration_date: '2012-06-15',
      source: 'sandbox',
    },
  ];
  async lookup(nip: string): Promise<Company | null> {
    return SandboxTaxRegistry.COMPANIES.find((c) => c.nip === nip) ?? null;
  }
}

export function createTaxRegistry(baseUrl: string | undefined, timeoutMs = 5000): TaxRegistry {
  return baseUrl ? new WhiteListRegistry(baseUrl, timeoutMs) : new SandboxTaxRegistry();
}
