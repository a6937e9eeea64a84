/** The functions the LLM brain offers the model (see `llm.ts`): their arguments and descriptions. */
import { type TSchema, Type } from '@sinclair/typebox';
import type { LlmToolDefinition } from '../../../providers/llm/index.js';
import type { TenantSnapshot } from './types.js';

/* ---------------- the functions the model may call ---------------- */

const Nullable = <T extends TSchema>(t: T, description: string) =>
  Type.Optional(Type.Union([t, Type.Null()], { description }));

export const Args = {
  check_availability: Type.Object(
    {
      date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Local date, YYYY-MM-DD.' }),
      service: Nullable(Type.String({ maxLength: 100 }), 'The service asked for, if any.'),
    },
    { additionalProperties: false },
  ),
  book_appointment: Type.Object(
    {
      start: Type.String({
        minLength: 16,
        maxLength: 40,
        description: 'The slot start exactly as check_availability returned it.',
      }),
      name: Type.String({ minLength: 2, maxLength: 100, description: "The caller's name." }),
      phone: Nullable(
        Type.String({ maxLength: 32 }),
        "Only when the caller gives a number; otherwise the caller's own number is used.",
      ),
      service: Nullable(Type.String({ maxLength: 100 }), 'The service, if any.'),
    },
    { additionalProperties: false },
  ),
  answer_question: Type.Object(
    {
      question: Type.String({
        minLength: 2,
        maxLength: 500,
        description: "The caller's question in their own words and language.",
      }),
    },
    { additionalProperties: false },
  ),
  take_message: Type.Object(
    {
      text: Type.String({
        minLength: 1,
        maxLength: 1000,
        description: 'The message, in the caller’s words.',
      }),
      urgent: Type.Boolean({ description: 'The caller said it is urgent.' }),
      callback: Type.Boolean({ description: 'The caller wants to be called back.' }),
    },
    { additionalProperties: false },
  ),
  transfer_call: Type.Object(
    {
      department: Nullable(Type.String({ maxLength: 100 }), 'The department asked for, if any.'),
      emergency: Nullable(Type.Boolean(), 'Someone’s life or health may be in danger.'),
    },
    { additionalProperties: false },
  ),
  end_call: Type.Object({}, { additionalProperties: false }),
} as const;

export type ToolName = keyof typeof Args;

const DESCRIPTIONS: Record<ToolName, string> = {
  check_availability:
    'Open appointment slots on one local date (start times with their UTC offset). Empty when closed or fully booked.',
  book_appointment:
    'Books a slot for the caller. Answers booked: true, or booked: false with a reason (slot_unavailable comes with other open slots to offer).',
  answer_question:
    "Looks the caller's question up in the business's FAQ and knowledge base. Answers found: true with the answer to say, or found: false.",
  take_message: 'Records a message for the business (and whether the caller wants a call back).',
  transfer_call:
    'Puts the caller through to a person (a department when one is named). Ends the conversation on your side.',
  end_call: 'Ends the call after the goodbye.',
};

export function toolDefinitions(tenant: TenantSnapshot): LlmToolDefinition[] {
  const departments = tenant.departments.filter((d) => d.transferNumber).map((d) => d.name);
  return (Object.keys(Args) as ToolName[]).map((name) => {
    let parameters: Record<string, unknown> = Args[name];
    if (name === 'transfer_call' && departments.length > 0)
      parameters = Type.Object(
        {
          department: Nullable(
            Type.Union(departments.map((d) => Type.Literal(d))),
            'The department asked for.',
          ),
          emergency: Args.transfer_call.properties.emergency,
        },
        { additionalProperties: false },
      );
    // JSON round trip: plain JSON Schema, without TypeBox's symbols.
    return {
      type: 'function',
      function: { name, description: DESCRIPTIONS[name], parameters: JSON.parse(JSON.stringify(parameters)) },
    };
  });
}
