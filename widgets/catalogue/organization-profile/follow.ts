/** Whether the learner follows an organization, and how many followers it shows. */
export interface FollowState {
  following: boolean;
  followers: number;
}

/** The other state: following flips and the count moves by exactly one, never below 0. */
export function toggled(state: FollowState): FollowState {
  const following = !state.following;
  return { following, followers: Math.max(0, state.followers + (following ? 1 : -1)) };
}

/**
 * The state once the server answered a toggle from `before`: the flip, unless the server says
 * the learner's following did not change (then nothing changed).
 */
export function settled(before: FollowState, serverFollowing: boolean | undefined): FollowState {
  const following = serverFollowing ?? !before.following;
  return following === before.following ? before : toggled(before);
}
