import { bytesToBase64Url, keyPairFromSeed, seedFromMnemonic } from '@screenroom/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n/i18n.ts';
import { PublicKeyCard } from '../src/features/settings/account/PublicKeyCard.tsx';
import { signedInAccount } from './account-fixture.ts';

const mnemonic = 'test test test test test test test test test test test junk';

describe("the account's public key", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the key the account logs in with, and copies it', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<PublicKeyCard account={signedInAccount('t')} />);
    const loginKey = bytesToBase64Url(keyPairFromSeed(seedFromMnemonic(mnemonic)).publicKey);
    expect(screen.getByTestId('account-public-key')).toHaveTextContent(loginKey);
    expect(screen.getByText(/ADMIN_PUBLIC_KEYS/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Copy public key' }));
    expect(await screen.findByText('Public key copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(loginKey);
  });

  it('says so when the browser refuses the clipboard', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<PublicKeyCard account={signedInAccount('t')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy public key' }));
    expect(
      await screen.findByText('Copying failed; select the key and copy it by hand.'),
    ).toBeInTheDocument();
  });
});
