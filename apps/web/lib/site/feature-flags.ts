/**
 * The §5 feature flags that decide what a player is offered (SPEC.md OP8), as pure rules the components call.
 */

// The quick-deposit rule is shared with the server, which refuses what the page does not offer.
export { quickDepositOffered, type QuickDepositFlags } from '@slipstream/contract/quick-deposit';
