'use client';

import { createContext, useContext, type ReactNode } from 'react';

export interface ErrorTexts {
  title: string;
  message: string;
  retry: string;
}

const Context = createContext<ErrorTexts | null>(null);

/** Hands the page language's error texts to error.tsx, which Next renders without props. */
export function ErrorTextsProvider({
  texts,
  children,
}: {
  texts: ErrorTexts;
  children: ReactNode;
}) {
  return <Context.Provider value={texts}>{children}</Context.Provider>;
}

export function useErrorTexts(): ErrorTexts | null {
  return useContext(Context);
}
