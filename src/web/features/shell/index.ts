// The signed-in app's frame: header, top tabs and bottom bar.
export { AppHeader } from './app-header';
export { BottomBar } from './bottom-bar';
export { PATHS_WITHOUT_TOP_TABS } from './nav-items';
export { TopTabBar } from './top-tab-bar';
