/** The telephony settings of a tenant (`/tenants/{id}/settings`): call recording, warm transfers. */
import { Type } from '@sinclair/typebox';

export const CallRecording = Type.Boolean({
  description:
    'Record phone calls (Twilio lines; off by default). When on, the greeting first says that the call is recorded, in Polish and in English (the caller’s language first), as Polish law expects of a recorded call; Twilio records the whole call (`<Start><Recording>`), the service downloads the recording into its storage (the data folder, or the S3-compatible bucket configured), and the owner reads it through `GET /calls/{id}/recording` or `GET /v2/calls/{id}/recording` (scope `calls:recording`). Recordings are deleted with the call’s transcript retention (`transcript_retention_days`).',
  examples: [true],
});

export const WarmTransfer = Type.Boolean({
  description:
    'Warm transfers (Twilio lines and test calls; off by default). When on, a caller the receptionist puts through to a department or a member of staff waits while that phone first hears who is calling (the name when known, else the number), why and whether it is urgent, and is asked to press 1 to take the call or 2 to decline; declined, not accepted within 20 seconds, busy or unreachable, the caller is told nobody can take the call now and is offered to leave a message (outcome `callback` when they do). Off: the caller is put straight through, as before. An emergency is always put straight through, without the announcement. What became of a transfer is in the call’s `transfer`.',
  examples: [true],
});
