/**
 * One language's names for the simulated catalogue. English is the source: the simulator builds every
 * name in English and a catalogue maps the English words and templates to its own language. Team,
 * tournament and country names are proper names and stay as they are.
 */
export interface NameCatalogue {
  /** Sport names by sport key (soccer, tennis…). */
  sports: Readonly<Record<string, string>>;
  /** Fixed market names and the word before a line ("Total", "Handicap"…), by their English text. */
  markets: Readonly<Record<string, string>>;
  /** Fixed outcome names by their English text (draw, yes, no, other). */
  outcomes: Readonly<Record<string, string>>;
  /** Outcome templates: {line}, {team}, {home}, {away} are filled in. */
  over: string;
  under: string;
  teamOrDraw: string;
  drawOrTeam: string;
  homeOrAway: string;
  drawWithLine: string;
  /** A race by its meeting and start time ("{meeting} {time} race"); the time in the language's digits. */
  race: string;
}
