// The network feature's Connect button on cards and listing pages elsewhere, and the network page's sections.
export { ConnectButton, useConnect } from './connect-button';
export { ConnectionsSection } from './connections-section';
export { FindPeople } from './find-people';
export { RequestsSection } from './requests-section';
export { SuggestionsSection } from './suggestions-section';
export { useNetworkLiveUpdates } from './use-network-live-updates';
