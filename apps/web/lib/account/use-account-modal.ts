'use client';
import { useSyncExternalStore } from 'react';
import { accountModalStore, type AccountModal, type AccountModalKind } from './account-modal-store';

export function useAccountModal(): AccountModal | null {
  return useSyncExternalStore(accountModalStore.subscribe, accountModalStore.get, () => null);
}

export function useInlineAccountKind(): AccountModalKind | null {
  return useSyncExternalStore(accountModalStore.subscribe, accountModalStore.getInline, () => null);
}
