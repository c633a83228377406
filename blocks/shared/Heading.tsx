import type { HTMLAttributes } from 'react';

const TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** 1–6; anything else (or nothing) falls back to `fallbackLevel`. */
  level: number | undefined;
  fallbackLevel?: number;
}

/** An `h1`…`h6` chosen by content, so editors keep the page outline right. */
export function Heading({ level, fallbackLevel = 2, ...rest }: HeadingProps) {
  const Tag = TAGS[(level ?? fallbackLevel) - 1] ?? TAGS[fallbackLevel - 1] ?? 'h2';
  return <Tag {...rest} />;
}
