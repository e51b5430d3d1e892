// The network feature's Connect button on cards and listing pages elsewhere, and the network page's sections.
export { ConnectButton, useConnect } from './connect-button';
export { FindPeople } from './find-people';
export { NetworkLists } from './network-lists';
export { useNetworkLiveUpdates } from './use-network-live-updates';
