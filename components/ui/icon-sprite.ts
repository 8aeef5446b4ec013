import {
  Award,
  BookOpen,
  Briefcase,
  Calendar,
  CalendarClock,
  CalendarPlus,
  CircleQuestionMark,
  Clock,
  Gift,
  Handshake,
  Heart,
  MessageCircle,
  Pause,
  Scale,
  Shield,
  Star,
  Store,
  Sunrise,
  User,
  UserCheck,
  Users,
  Video,
  Volume2,
  Zap,
  type IconNode,
} from 'lucide';
import type { IconName } from '@/content/home';

/** The id of an icon's `<symbol>` in the page (prefixed: page sections have ids like "schedule"). */
export function iconSymbolId(name: IconName): string {
  return `icon-${name}`;
}

const ICONS: Record<IconName, IconNode> = {
  pause: Pause,
  handshake: Handshake,
  'user-check': UserCheck,
  sunrise: Sunrise,
  shield: Shield,
  'calendar-clock': CalendarClock,
  zap: Zap,
  scale: Scale,
  briefcase: Briefcase,
  user: User,
  store: Store,
  calendar: Calendar,
  clock: Clock,
  video: Video,
  gift: Gift,
  users: Users,
  heart: Heart,
  star: Star,
  award: Award,
  'book-open': BookOpen,
  'circle-help': CircleQuestionMark,
  'message-circle': MessageCircle,
  'calendar-plus': CalendarPlus,
  volume: Volume2,
};

function escapeAttribute(value: string) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

/**
 * Every icon as a `<symbol id="icon-name">` (lucide's 24 × 24 drawings, no paint: the page's `<svg>`
 * gives stroke and fill, which the `<use>` copy inherits), for IconSprite to put in the page.
 */
export function iconSymbols(): string {
  const symbols = Object.entries(ICONS).map(([name, node]) => {
    const shapes = node
      .map(([tag, attributes]) => {
        const text = Object.entries(attributes)
          .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(String(value))}"`)
          .join('');
        return `<${tag}${text}/>`;
      })
      .join('');
    return `<symbol id="${iconSymbolId(name as IconName)}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return symbols.join('');
}
