// Push: Centrifugo protocol codes, channel-name parsing, token calls and the publication envelope.
export * from './codes';
export * from './channel-names';
export * from './tokens';
export * from './publication';
