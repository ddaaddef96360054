import { describe, expect, it } from 'vitest';
import { postSignInPath, safeRedirectPath } from './postSignInPath.ts';

const origin = 'https://roteiro.example';

describe('postSignInPath', () => {
  it('sends each role to its landing page, the admin to the admin dashboard', () => {
    expect(postSignInPath('admin', null, origin)).toBe('/admin/dashboard');
    expect(postSignInPath('company', null, origin)).toBe('/company/dashboard');
    expect(postSignInPath('employee', null, origin)).toBe('/guider/upcoming');
    expect(postSignInPath('vendor', null, origin)).toBe('/vendor/dashboard');
    expect(postSignInPath('affiliate', null, origin)).toBe('/affiliate/dashboard');
  });

  it('follows a same-origin redirect, query and hash included', () => {
    expect(postSignInPath('company', '/company/employees?page=2#top', origin)).toBe(
      '/company/employees?page=2#top',
    );
  });
});

describe('safeRedirectPath', () => {
  it('refuses other origins and protocol tricks', () => {
    expect(safeRedirectPath('https://evil.example/x', origin)).toBeNull();
    expect(safeRedirectPath('//evil.example/x', origin)).toBeNull();
    expect(safeRedirectPath('/\\evil.example', origin)).toBeNull();
    expect(safeRedirectPath('javascript:alert(1)', origin)).toBeNull();
    expect(safeRedirectPath('', origin)).toBeNull();
  });

  it('refuses to return to a sign-in page', () => {
    expect(safeRedirectPath('/login', origin)).toBeNull();
    expect(safeRedirectPath('/vendor/login?x=1', origin)).toBeNull();
  });
});
