import {
  Award,
  Ban,
  BookOpen,
  Briefcase,
  Calendar,
  CalendarClock,
  CalendarPlus,
  CircleCheck,
  CircleQuestionMark,
  Clock,
  Handshake,
  Heart,
  Lock,
  MessageCircle,
  Scale,
  Sunrise,
  User,
  Users,
  Video,
  Volume2,
  type IconNode,
} from 'lucide';
import type { IconName } from '@/content/home';

/** The id of an icon's `<symbol>` in the page (prefixed: page sections have ids like "schedule"). */
export function iconSymbolId(name: IconName): string {
  return `icon-${name}`;
}

const ICONS: Record<IconName, IconNode> = {
  ban: Ban,
  handshake: Handshake,
  sunrise: Sunrise,
  lock: Lock,
  'calendar-clock': CalendarClock,
  scale: Scale,
  briefcase: Briefcase,
  user: User,
  calendar: Calendar,
  clock: Clock,
  video: Video,
  'circle-check': CircleCheck,
  users: Users,
  heart: Heart,
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
 * An icon's lucide drawing (24 × 24) as the inside of its `<symbol>`, with no paint: the page's
 * `<svg>` gives stroke and fill, which each `<use>` copy inherits.
 */
export function iconShapes(name: IconName): string {
  return ICONS[name]
    .map(([tag, attributes]) => {
      const text = Object.entries(attributes)
        .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(String(value))}"`)
        .join('');
      return `<${tag}${text}/>`;
    })
    .join('');
}

/** Every icon's name. */
export const ICON_NAMES = Object.keys(ICONS) as IconName[];
