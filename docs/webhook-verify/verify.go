// Verify a webhook delivery of the service (Go, standard library only).
package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"
)

const webhookToleranceSeconds = 300

var (
	ErrMalformed = errors.New("malformed")
	ErrTooOld    = errors.New("too_old")
	ErrMismatch  = errors.New("mismatch")

	timestampPattern = regexp.MustCompile(`^[0-9]+$`)
	v1Pattern        = regexp.MustCompile(`^[0-9a-f]{64}$`)
)

// VerifyWebhook checks the X-Service-Signature header against the raw request body
// (the bytes exactly as received, not re-serialised JSON) with the endpoint secret
// ("whsec_..."), or several secrets. Pass time.Now() as now. It returns the signed
// timestamp, or ErrMalformed, ErrTooOld or ErrMismatch.
func VerifyWebhook(rawBody []byte, signatureHeader string, now time.Time, secrets ...string) (int64, error) {
	timestamp := int64(-1)
	var signatures [][]byte
	for _, part := range strings.Split(signatureHeader, ",") {
		key, value, _ := strings.Cut(strings.TrimSpace(part), "=")
		if key == "t" && timestampPattern.MatchString(value) {
			t, err := strconv.ParseInt(value, 10, 64)
			if err != nil {
				return 0, ErrTooOld // more digits than any time near now
			}
			timestamp = t
		} else if key == "v1" && v1Pattern.MatchString(value) {
			signature, _ := hex.DecodeString(value)
			signatures = append(signatures, signature) // during a secret rotation there are two
		}
	}
	if timestamp < 0 || len(signatures) == 0 {
		return 0, ErrMalformed
	}
	if age := now.Unix() - timestamp; age > webhookToleranceSeconds || age < -webhookToleranceSeconds {
		return 0, ErrTooOld
	}
	for _, secret := range secrets {
		mac := hmac.New(sha256.New, []byte(secret))
		mac.Write([]byte(strconv.FormatInt(timestamp, 10) + "."))
		mac.Write(rawBody)
		expected := mac.Sum(nil)
		for _, candidate := range signatures {
			if hmac.Equal(expected, candidate) {
				return timestamp, nil
			}
		}
	}
	return 0, ErrMismatch
}

// Usage in a net/http handler: answer 400 to a refused delivery.
//
//	body, err := io.ReadAll(r.Body)
//	if err != nil {
//		http.Error(w, "unreadable body", http.StatusBadRequest)
//		return
//	}
//	if _, err := VerifyWebhook(body, r.Header.Get("X-Service-Signature"), time.Now(), secret); err != nil {
//		http.Error(w, "signature refused: "+err.Error(), http.StatusBadRequest)
//		return
//	}
//
// From the command line: WEBHOOK_SECRET=whsec_... go run verify.go '<X-Service-Signature>' < body.json
func main() {
	body, err := io.ReadAll(os.Stdin)
	if err != nil {
		fmt.Fprintln(os.Stderr, "cannot read the body:", err)
		os.Exit(2)
	}
	header := ""
	if len(os.Args) > 1 {
		header = os.Args[1]
	}
	if _, err := VerifyWebhook(body, header, time.Now(), os.Getenv("WEBHOOK_SECRET")); err != nil {
		fmt.Fprintln(os.Stderr, "refused:", err)
		os.Exit(1)
	}
	fmt.Println("verified")
}
