export { walletMachine } from './wallet.machine';
export { walletActors, loadStoredWallet } from './wallet.actors';
export * from './wallet.selectors';
export * from './wallet.types';
export { MINIMUM_AMOUNT_MESSAGE, amountMessage, applyTransaction, formatNgn, parseAmount, validateWalletForm } from './wallet.rules';
