/**
 * A page's social card (1200×630), drawn by `next/og` (Satori: inline styles, flexbox only) during
 * the build. One layout, a tone per page: the jornada on navy with its date as a calendar leaf, the
 * broadcast with a live badge, /nuevavida on amber, a recap with its figures.
 */
import type { ReactElement } from 'react';
import type { CardSpec, CardTone } from '@/lib/social-cards';
import { theme } from '@/lib/theme';

const { colors } = theme;

const TONES: Record<CardTone, { background: string; glow: string; text: string; muted: string; badge: string; onBadge: string }> = {
  navy: { background: colors.navy, glow: 'rgba(245,165,36,.35)', text: colors.textOnDark, muted: colors.textOnDarkMuted, badge: colors.accent, onBadge: colors.onAccent },
  live: { background: colors.navyDark, glow: 'rgba(29,78,216,.55)', text: colors.textOnDark, muted: colors.textOnDarkMuted, badge: colors.error, onBadge: colors.textOnDark },
  accent: { background: colors.accent, glow: 'rgba(255,255,255,.45)', text: colors.navy, muted: colors.navy, badge: colors.navy, onBadge: colors.textOnDark },
  recap: { background: colors.navySoft, glow: 'rgba(21,128,61,.45)', text: colors.textOnDark, muted: colors.textOnDarkMuted, badge: colors.accent, onBadge: colors.onAccent },
};

export function SocialCardArt({ card }: { card: CardSpec }): ReactElement {
  const tone = TONES[card.tone];
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px 52px',
        fontFamily: 'Inter',
        color: tone.text,
        background: tone.background,
        backgroundImage: `radial-gradient(circle at 88% 12%, ${tone.glow}, transparent 42%)`,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <div style={{ display: 'flex', flexDirection: 'column', maxWidth: card.date ? 820 : 1040 }}>
          <div style={{ display: 'flex', alignSelf: 'flex-start', alignItems: 'center', fontSize: 28, fontWeight: 800, padding: '10px 24px', borderRadius: 999, background: tone.badge, color: tone.onBadge }}>
            {card.tone === 'live' ? <div style={{ display: 'flex', width: 16, height: 16, borderRadius: 999, background: tone.onBadge, marginRight: 12 }} /> : null}
            {card.eyebrow}
          </div>
          <div style={{ display: 'flex', fontSize: card.title.length > 48 ? 60 : 68, fontWeight: 800, lineHeight: 1.1, marginTop: 28 }}>{card.title}</div>
        </div>
        {card.date ? (
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 168, borderRadius: 16, overflow: 'hidden', background: colors.background, color: colors.navy }}>
            <div style={{ display: 'flex', justifyContent: 'center', width: '100%', background: colors.accent, color: colors.onAccent, fontSize: 28, fontWeight: 800, padding: '6px 0' }}>
              {card.date.month}
            </div>
            <div style={{ display: 'flex', fontSize: 84, fontWeight: 800, lineHeight: 1.1, paddingBottom: 8 }}>{card.date.day}</div>
          </div>
        ) : null}
      </div>
      {card.stats ? (
        <div style={{ display: 'flex', gap: 24 }}>
          {card.stats.map((stat) => (
            <div key={stat.label} style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: '16px 24px', borderRadius: 16, background: 'rgba(255,255,255,.1)' }}>
              <div style={{ display: 'flex', fontSize: 48, fontWeight: 800, color: colors.accent }}>{stat.value}</div>
              <div style={{ display: 'flex', fontSize: 24, fontWeight: 500, color: tone.muted }}>{stat.label}</div>
            </div>
          ))}
        </div>
      ) : (
        <div style={{ display: 'flex', fontSize: 32, fontWeight: 500, color: tone.muted, maxWidth: 1040 }}>{card.subtitle}</div>
      )}
      <div style={{ display: 'flex', fontSize: 24, fontWeight: 800, color: tone.muted }}>{card.brand}</div>
    </div>
  );
}
