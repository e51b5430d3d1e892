import { Bell, Bookmark, Briefcase, Home, Map, MessageCircle, Plus, Store, User, Users, type LucideIcon } from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

export const TOP_TABS: NavItem[] = [
  { label: 'Feed', to: '/app', icon: Home },
  { label: 'My Profession', to: '/app/profession', icon: Briefcase },
  { label: 'My Business', to: '/app/business', icon: Store },
  { label: 'My Network', to: '/app/network', icon: Users },
  { label: 'Maps', to: '/app/maps', icon: Map },
  { label: 'Saves', to: '/app/saves', icon: Bookmark },
];

export const BOTTOM_ITEMS: NavItem[] = [
  { label: 'Home', to: '/app', icon: Home },
  { label: 'Messages', to: '/app/messages', icon: MessageCircle },
  { label: 'Create', to: '/app/create', icon: Plus },
  { label: 'Notifications', to: '/app/notifications', icon: Bell },
  { label: 'Account', to: '/app/account', icon: User },
];

/** The top tab bar steps aside on these screens (docs/spec/part-1-access-shell-home-search-plans.md, App shell). */
export const PATHS_WITHOUT_TOP_TABS = ['/app/messages', '/app/notifications', '/app/account'];

export const isActive = (item: NavItem, pathname: string) => pathname.replace(/\/+$/, '') === item.to;
