// The lesson part of `window.gameshelf`: lesson() and showMe() over the lesson board a page has in play.

/** `lesson()` -> {game, id, step, steps, status} of the board `current()` gives (null when none); `showMe()` plays
 * a move that solves its step and resolves to the new status. */
export function lessonApi(current) {
  return {
    lesson: () => current()?.status() ?? null,
    showMe: async () => {
      const board = current();
      if (!board) throw new Error("no lesson is open");
      await board.showMe();
      return board.status();
    },
  };
}
