// The network feature's Connect buttons on cards and listing pages elsewhere.
export { ConnectButton, useConnect } from './connect-button';
export { ListingConnectButton } from './listing-connect-button';
