'use client';

import { createContext } from 'react';
import type { LivePhase } from '@/lib/countdown';

/**
 * The stage's jornada (its slug) and phase as the visitor's clock says, for client components
 * inside its server-rendered panels; null before the clock is read (prerender and hydration).
 */
export const LivePhaseContext = createContext<{ jornada: string; phase: LivePhase } | null>(null);
