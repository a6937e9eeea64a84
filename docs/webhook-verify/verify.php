<?php
// Verify a webhook delivery of the service (PHP 8, standard functions only).

const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Checks the X-Service-Signature header against the raw request body.
 *
 * $rawBody: the bytes exactly as received, file_get_contents('php://input').
 * $secrets: the endpoint secret ('whsec_...'), or an array of secrets.
 * $now: the current Unix time in seconds (default: time()).
 * Returns the signed timestamp; throws UnexpectedValueException whose message is
 * 'malformed', 'too_old' or 'mismatch'.
 */
function verify_webhook(string $rawBody, ?string $signatureHeader, string|array $secrets, ?int $now = null): int
{
    $timestamp = null;
    $signatures = [];
    foreach (explode(',', $signatureHeader ?? '') as $part) {
        [$key, $value] = array_pad(explode('=', trim($part), 2), 2, '');
        if ($key === 't' && preg_match('/\A[0-9]+\z/', $value)) {
            $timestamp = (int) $value;
        } elseif ($key === 'v1' && preg_match('/\A[0-9a-f]{64}\z/', $value)) {
            $signatures[] = $value; // during a secret rotation there are two
        }
    }
    if ($timestamp === null || $signatures === []) {
        throw new UnexpectedValueException('malformed');
    }
    if (abs(($now ?? time()) - $timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
        throw new UnexpectedValueException('too_old');
    }
    foreach ((array) $secrets as $secret) {
        $expected = hash_hmac('sha256', $timestamp . '.' . $rawBody, $secret);
        foreach ($signatures as $candidate) {
            if (hash_equals($expected, $candidate)) {
                return $timestamp;
            }
        }
    }
    throw new UnexpectedValueException('mismatch');
}

// Usage in the script that receives the delivery: answer 400 to a refused one.
//
//     try {
//         verify_webhook(file_get_contents('php://input'), $_SERVER['HTTP_X_SERVICE_SIGNATURE'] ?? null, $secret);
//     } catch (UnexpectedValueException $refused) {
//         http_response_code(400);
//         exit;
//     }
//
// From the command line: WEBHOOK_SECRET=whsec_... php verify.php '<X-Service-Signature>' < body.json
if (PHP_SAPI === 'cli' && realpath($argv[0] ?? '') === __FILE__) {
    try {
        verify_webhook(file_get_contents('php://stdin'), $argv[1] ?? null, getenv('WEBHOOK_SECRET') ?: '');
    } catch (UnexpectedValueException $refused) {
        fwrite(STDERR, 'refused: ' . $refused->getMessage() . "\n");
        exit(1);
    }
    echo "verified\n";
}
