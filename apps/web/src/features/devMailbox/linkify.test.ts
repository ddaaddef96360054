import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('splits text around links and leaves a trailing full stop out', () => {
    expect(linkify('Sign in: http://localhost:3000/api/auth/verify?token=a1. Thanks')).toEqual([
      { kind: 'text', text: 'Sign in: ' },
      { kind: 'link', href: 'http://localhost:3000/api/auth/verify?token=a1' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('returns plain text untouched', () => {
    expect(linkify('No links here')).toEqual([{ kind: 'text', text: 'No links here' }]);
    expect(linkify('')).toEqual([]);
  });
});
