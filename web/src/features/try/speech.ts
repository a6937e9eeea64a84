/**
 * The browser's Web Speech API, where it exists: speech recognition (`SpeechRecognition`, or
 * Chrome's `webkitSpeechRecognition`) for the owner's lines, speech synthesis for the replies.
 * Neither is in every browser; the page hides what is missing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type Lang = 'pl' | 'en';

const SPEECH_LANG: Record<Lang, string> = { pl: 'pl-PL', en: 'en-US' };

/** The part of the (not yet standard) recognition interface used here. */
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((e: RecognitionEvent) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
interface RecognitionEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
type RecognitionCtor = new () => Recognition;

function recognitionCtor(): RecognitionCtor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionCtor;
    webkitSpeechRecognition?: RecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export const canRecognise = () => typeof window !== 'undefined' && recognitionCtor() !== null;
export const canSpeak = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

/**
 * One utterance at a time: `start` listens, `onText` gets the interim text as it grows and
 * `onFinal` the final one. `error` is the recogniser's error code (e.g. `not-allowed`).
 */
export function useSpeechRecognition(opts: {
  lang: Lang;
  onText: (text: string) => void;
  onFinal: (text: string) => void;
}) {
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rec = useRef<Recognition | null>(null);
  const handlers = useRef(opts);
  handlers.current = opts;

  useEffect(() => () => rec.current?.abort(), []);

  const start = useCallback(() => {
    const Ctor = recognitionCtor();
    if (!Ctor) return;
    rec.current?.abort();
    const r = new Ctor();
    r.lang = SPEECH_LANG[handlers.current.lang];
    r.interimResults = true;
    r.continuous = false;
    r.maxAlternatives = 1;
    r.onresult = (e) => {
      let text = '';
      let final = false;
      for (let i = 0; i < e.results.length; i++) {
        const res = e.results[i];
        if (!res) continue;
        text += res[0].transcript;
        if (res.isFinal) final = true;
      }
      handlers.current.onText(text);
      if (final && text.trim()) handlers.current.onFinal(text.trim());
    };
    r.onerror = (e) => setError(e.error || 'unknown');
    r.onend = () => setListening(false);
    rec.current = r;
    setError(null);
    try {
      r.start();
      setListening(true);
    } catch {
      setError('unknown');
    }
  }, []);

  const stop = useCallback(() => rec.current?.stop(), []);
  return { listening, error, start, stop };
}

/** Reads `text` aloud in the conversation's language (cancelling what is being read). */
export function speak(text: string, lang: Lang) {
  if (!canSpeak() || !text) return;
  window.speechSynthesis.cancel();
  const u = new SpeechSynthesisUtterance(text);
  u.lang = SPEECH_LANG[lang];
  window.speechSynthesis.speak(u);
}

export function stopSpeaking() {
  if (canSpeak()) window.speechSynthesis.cancel();
}
