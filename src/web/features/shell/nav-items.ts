import { msg } from '../../../shared/i18n/msg';
import { Bell, Bookmark, Briefcase, Home, Map, MessageCircle, Plus, Store, User, Users, type LucideIcon } from 'lucide-react';

export interface NavItem {
  /** English, marked with msg(): shown with t(label). */
  label: string;
  to: string;
  icon: LucideIcon;
}

export const TOP_TABS: NavItem[] = [
  { label: msg('Feed'), to: '/app', icon: Home },
  { label: msg('My Profession'), to: '/app/profession', icon: Briefcase },
  { label: msg('My Business'), to: '/app/business', icon: Store },
  { label: msg('My Network'), to: '/app/network', icon: Users },
  { label: msg('Maps'), to: '/app/maps', icon: Map },
  { label: msg('Saves'), to: '/app/saves', icon: Bookmark },
];

export const BOTTOM_ITEMS: NavItem[] = [
  { label: msg('Home'), to: '/app', icon: Home },
  { label: msg('Messages'), to: '/app/messages', icon: MessageCircle },
  { label: msg('Create'), to: '/app/create', icon: Plus },
  { label: msg('Notifications'), to: '/app/notifications', icon: Bell },
  { label: msg('Account'), to: '/app/account', icon: User },
];

/** The top tab bar steps aside on these screens (docs/spec/part-1-access-shell-home-search-plans.md, App shell). */
export const PATHS_WITHOUT_TOP_TABS = ['/app/messages', '/app/notifications', '/app/account'];

export const isActive = (item: NavItem, pathname: string) => pathname.replace(/\/+$/, '') === item.to;
