"""Verify a webhook delivery of the service (Python 3, standard library only)."""

import hashlib
import hmac
import time

TOLERANCE_SECONDS = 300


class WebhookSignatureError(Exception):
    """The delivery is refused; `reason` is "malformed", "too_old" or "mismatch"."""

    def __init__(self, reason):
        super().__init__(reason)
        self.reason = reason


def verify_webhook(raw_body, signature_header, secrets, now=None):
    """Checks the X-Service-Signature header against the raw request body.

    raw_body: the bytes exactly as received (not re-serialised JSON).
    secrets: the endpoint secret ("whsec_..."), or a list of secrets.
    now: the current Unix time in seconds (default: time.time()).
    Returns the signed timestamp; raises WebhookSignatureError otherwise.
    """
    if isinstance(secrets, str):
        secrets = [secrets]
    timestamp = None
    signatures = []
    for part in (signature_header or "").split(","):
        key, _, value = part.strip().partition("=")
        if key == "t" and value.isascii() and value.isdigit():
            timestamp = int(value)
        elif key == "v1" and len(value) == 64 and all(c in "0123456789abcdef" for c in value):
            signatures.append(value)  # during a secret rotation there are two
    if timestamp is None or not signatures:
        raise WebhookSignatureError("malformed")
    if abs((time.time() if now is None else now) - timestamp) > TOLERANCE_SECONDS:
        raise WebhookSignatureError("too_old")
    signed_payload = str(timestamp).encode() + b"." + raw_body
    for secret in secrets:
        expected = hmac.new(secret.encode(), signed_payload, hashlib.sha256).hexdigest()
        for candidate in signatures:
            if hmac.compare_digest(expected, candidate):
                return timestamp
    raise WebhookSignatureError("mismatch")


# Usage in a web handler (Flask shown): answer 400 to a refused delivery.
#
#     try:
#         verify_webhook(request.get_data(), request.headers.get("X-Service-Signature"), SECRET)
#     except WebhookSignatureError:
#         abort(400)
#
# From the command line: WEBHOOK_SECRET=whsec_... python3 verify.py '<X-Service-Signature>' < body.json
if __name__ == "__main__":
    import os
    import sys

    try:
        verify_webhook(
            sys.stdin.buffer.read(),
            sys.argv[1] if len(sys.argv) > 1 else None,
            os.environ.get("WEBHOOK_SECRET", ""),
        )
    except WebhookSignatureError as refused:
        sys.exit(f"refused: {refused.reason}")
    print("verified")
