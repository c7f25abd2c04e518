import { SERVER_ERROR_CODES } from '@screenroom/core';
import type { TFunction } from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18next } from '../src/shared/i18n/i18n.ts';
import { BackendError, backendRequest } from '../src/shared/clients/backend.ts';
import { serverErrorText } from '../src/shared/clients/server-error-text.ts';
import ar from '../src/locales/ar/common.json';
import en from '../src/locales/en/common.json';
import { server } from './msw-server.ts';

const inLanguage = (code: string) => i18next.getFixedT(code, 'common') as TFunction<'common'>;

describe('server error text', () => {
  it('has English and Arabic words for every code the server sends', () => {
    for (const code of SERVER_ERROR_CODES) {
      expect(en.serverErrors[code], code).toBeTruthy();
      expect(ar.serverErrors[code], code).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it("words a coded failure in the viewer's language, the English message only without a code", async () => {
    await i18next.loadLanguages('ar');
    server.use(
      http.post('http://backend.test/auth/login/start', () =>
        HttpResponse.json(
          { errorType: 'message', code: 'user_not_found', message: 'User cannot be found' },
          { status: 401 },
        ),
      ),
      http.get('http://backend.test/old', () =>
        HttpResponse.json({ errorType: 'message', message: 'An older server' }, { status: 400 }),
      ),
    );
    const coded = await backendRequest('http://backend.test', 'POST', '/auth/login/start').catch(
      (error: unknown) => error,
    );
    expect(coded).toBeInstanceOf(BackendError);
    expect((coded as BackendError).code).toBe('user_not_found');
    expect(serverErrorText(inLanguage('ar'), coded)).toBe(ar.serverErrors.user_not_found);
    expect(serverErrorText(inLanguage('en'), coded)).toBe(en.serverErrors.user_not_found);

    const uncoded = await backendRequest('http://backend.test', 'GET', '/old').catch(
      (error: unknown) => error,
    );
    expect(serverErrorText(inLanguage('ar'), uncoded)).toBe('An older server');
    expect(serverErrorText(inLanguage('ar'), new BackendError(0, 'Failed to fetch'))).toBe(
      ar.serverErrors.network,
    );
  });
});
