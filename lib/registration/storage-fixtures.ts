import type { StorageLike } from '@/lib/registration/storage';

/** For tests: storage as blocked cookies or some private modes leave it, where every call throws. */
export const throwingStorage: StorageLike = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('quota', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  key: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  get length(): number {
    throw new DOMException('denied', 'SecurityError');
  },
};
