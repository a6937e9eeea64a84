import type { Schemas } from '@recepcja/client';

export type Started = Schemas['StartTestCallResponse'];
export type TurnResult = Schemas['SendTestCallTurnResponse'];
export type Action = TurnResult['actions'][number];
export type Understood = NonNullable<TurnResult['understood']>;
export type Lang = 'pl' | 'en';

/** One line of the owner and what came back (the result is null while it is on its way). */
export interface Turn {
  id: number;
  line: string;
  result: TurnResult | null;
  error: string | null;
}

export interface CallState {
  started: Started;
  turns: Turn[];
  ended: boolean;
  outcome: TurnResult['outcome'];
  language: Lang;
}
