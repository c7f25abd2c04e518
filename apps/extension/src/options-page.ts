import { addOrigin, readAddedOrigins, removeOrigin } from './added-origins.ts';
import { isAllowedOrigin } from './allowed-origins.ts';
import { builtConfig } from './extension-config.ts';
import { SITE_ACCESS } from './site-access.ts';

/**
 * Where the viewer adds their Screenroom's address and grants (or sees) the site access the
 * extension needs; openPage opens it. The browser asks for access only on a click, so the grant
 * is a button.
 */
const built = builtConfig().origins;

function element<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

const list = element<HTMLUListElement>('origins');
const form = element<HTMLFormElement>('add');
const input = element<HTMLInputElement>('origin');
const addError = element<HTMLParagraphElement>('add-error');
const access = element<HTMLParagraphElement>('access');
const grant = element<HTMLButtonElement>('grant');

async function showOrigins(): Promise<void> {
  const added = await readAddedOrigins();
  list.replaceChildren(
    ...built.map((origin) => {
      const item = document.createElement('li');
      item.textContent = origin;
      return item;
    }),
    ...added
      .filter((origin) => !built.includes(origin))
      .map((origin) => {
        const item = document.createElement('li');
        const remove = document.createElement('button');
        remove.type = 'button';
        remove.textContent = 'Remove';
        remove.setAttribute('aria-label', `Remove ${origin}`);
        remove.addEventListener('click', () => void removeOrigin(origin).then(showOrigins));
        item.append(`${origin} `, remove);
        return item;
      }),
  );
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  addError.textContent = '';
  input.removeAttribute('aria-invalid');
  addOrigin(input.value).then(
    () => {
      input.value = '';
      return showOrigins();
    },
    (error: unknown) => {
      input.setAttribute('aria-invalid', 'true');
      addError.textContent = error instanceof Error ? error.message : String(error);
    },
  );
});

async function showAccess(): Promise<void> {
  const granted = await chrome.permissions.contains(SITE_ACCESS);
  access.textContent = granted
    ? 'The extension may reach the sites that sources use.'
    : 'The extension may not reach the sites that sources use yet.';
  grant.hidden = granted;
}

grant.addEventListener('click', () => {
  void chrome.permissions.request(SITE_ACCESS).then(showAccess);
});

async function showBackLink(): Promise<void> {
  const redirect = new URLSearchParams(window.location.search).get('redirectUrl');
  if (!redirect) return;
  let redirectOrigin: string | undefined;
  try {
    redirectOrigin = new URL(redirect).origin;
  } catch {
    return;
  }
  if (!isAllowedOrigin(redirectOrigin, [...built, ...(await readAddedOrigins())])) return;
  const back = element<HTMLAnchorElement>('back');
  back.href = redirect;
  back.hidden = false;
}

void showOrigins();
void showAccess();
void showBackLink();
