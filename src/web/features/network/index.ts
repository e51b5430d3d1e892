// The network feature's Connect button on cards and listing pages elsewhere.
export { ConnectButton, useConnect } from './connect-button';
