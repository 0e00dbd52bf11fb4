import {
  Wallet,
  History,
  Send,
  ArrowDownToLine,
  ArrowLeftRight,
  Gem,
  UserCog,
  LifeBuoy,
  LogOut,
  Menu,
  Bell,
  BellDot,
  BellOff,
  X,
  Check,
  CheckCheck,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Ellipsis,
  Eye,
  EyeOff,
  Copy,
  Upload,
  FileText,
  Trash2,
  Globe,
  Inbox,
  Info,
  CircleAlert,
  CircleCheck,
  TriangleAlert,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { css } from 'styled-system/css';

/** The icons the design system and its layouts use (lucide-react), by name. */
const used: Record<string, LucideIcon> = {
  Wallet,
  History,
  Send,
  ArrowDownToLine,
  ArrowLeftRight,
  Gem,
  UserCog,
  LifeBuoy,
  LogOut,
  Menu,
  Bell,
  BellDot,
  BellOff,
  X,
  Check,
  CheckCheck,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Ellipsis,
  Eye,
  EyeOff,
  Copy,
  Upload,
  FileText,
  Trash2,
  Globe,
  Inbox,
  Info,
  CircleAlert,
  CircleCheck,
  TriangleAlert,
  ShieldCheck,
};

const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))', gap: '3' });
const cell = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  p: '3',
  bg: 'surface',
  borderWidth: 'thin',
  borderRadius: 'lg',
  color: 'fg.default',
  textStyle: 'caption',
  '& svg': { width: '6', height: '6' },
});

export function IconGrid() {
  return (
    <div className={grid}>
      {Object.entries(used).map(([name, Icon]) => (
        <div key={name} className={cell}>
          <Icon aria-hidden />
          <code>{name}</code>
        </div>
      ))}
    </div>
  );
}
