// Catalogue, feed and read API: entities, queries, responses, settings, push events and feed control.
export * from './entities';
export * from './query-params';
export * from './queries';
export * from './responses';
export * from './settings';
export * from './events';
export * from './sim-control';
export * from './verticals';
