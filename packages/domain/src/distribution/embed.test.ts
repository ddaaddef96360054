import { describe, expect, it } from 'vitest';
import { embedOwnerOfPath, embedPath, embedSnippet, normalizeEmbedOrigin } from './embed.ts';

describe('booking box origins', () => {
  it('keeps the origin of an https site, lower-case, without the last slash', () => {
    expect(normalizeEmbedOrigin(' HTTPS://www.Example.PT/ ')).toBe('https://www.example.pt');
    expect(normalizeEmbedOrigin('https://tours.example.pt:8443')).toBe('https://tours.example.pt:8443');
    expect(normalizeEmbedOrigin('https://example.pt:443')).toBe('https://example.pt');
  });

  it('takes http only for this machine', () => {
    expect(normalizeEmbedOrigin('http://127.0.0.1:8123')).toBe('http://127.0.0.1:8123');
    expect(normalizeEmbedOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    expect(normalizeEmbedOrigin('http://www.example.pt')).toBeNull();
  });

  it('refuses paths, queries, users, wildcards, other schemes and bare names', () => {
    for (const text of [
      'https://example.pt/booking',
      'https://example.pt?x=1',
      'https://example.pt#top',
      'https://user@example.pt',
      'https://*.example.pt',
      'ftp://example.pt',
      'javascript:alert(1)',
      'example.pt',
      'https://intranet',
      "https://exa'mple.pt",
      '',
      `https://${'a'.repeat(200)}.pt`,
    ]) {
      expect(normalizeEmbedOrigin(text), text).toBeNull();
    }
  });
});

describe('booking box paths and snippet', () => {
  const id = '0d9c2a8e-4b1f-4c39-9a53-0f6c1f0d2e11';
  it('names the owner, the activity and the referral code, and reads the owner back', () => {
    expect(embedPath({ kind: 'company', id })).toBe(`/embed/company/${id}`);
    expect(embedPath({ kind: 'affiliate', id }, { activityId: 'a1', referralCode: 'BLOG10' })).toBe(
      `/embed/affiliate/${id}?activity=a1&referral=BLOG10`,
    );
    expect(embedOwnerOfPath(`/embed/company/${id}`)).toEqual({ kind: 'company', id });
    expect(embedOwnerOfPath(`/embed/vendor/${id}`)).toBeNull();
    expect(embedOwnerOfPath(`/embed/company/${id}/x`)).toBeNull();
    expect(embedOwnerOfPath('/details/x')).toBeNull();
  });

  it('is an iframe with its address and title escaped', () => {
    const snippet = embedSnippet(
      'https://roteiro.pt',
      `/embed/company/${id}?activity=a&referral=B`,
      'Book "now"',
    );
    expect(snippet).toContain(`src="https://roteiro.pt/embed/company/${id}?activity=a&amp;referral=B"`);
    expect(snippet).toContain('title="Book &quot;now&quot;"');
    expect(snippet.startsWith('<iframe ')).toBe(true);
  });
});
