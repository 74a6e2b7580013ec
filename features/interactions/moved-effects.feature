Feature: What a moved mood's effect has done
  A mood's "After playing this mood" effect is done once, by the player who played it. When
  Recklessness, Guile or another card then moves the mood to another player, what that
  effect set up (a chosen mood, a ban, wins, a play, who goes first, something to do after
  scoring) does not move with it or start again. These rulings follow the principle of the
  page on moods that change players.

  @source:reference-2026-12-04 @card:encouragement @card:doubt @card:corruption @card:joy @card:awe @card:gluttony @card:recklessness @card:guile
  Rule: What a mood's effect did when it was played stays done when the mood changes players: its chosen mood, its ban, its two wins, its next-turn play, its first player and its effect after scoring
    The reference's own ruling, under the principle of the moods that change players
    (moved-moods.feature): what was done with a mood stays done. A mood that moves keeps its
    qualities, and its "After playing this mood" effect does not happen again for its new
    player (recklessness.3, recklessness.4). That effect was its first player's, and so is
    what it set up: the mood Encouragement chose keeps its higher total while Encouragement is
    in play, whoever has it (encouragement.text speaks of "the chosen mood", never of a
    player); Doubt's ban and Corruption's two wins hold for the round they name
    (doubt.text, corruption.2); Joy's additional mood is for the turn of the player who
    played it (joy.2); Awe's player chose who goes first (awe.2); and Gluttony's mood still
    goes to the discard pile after scoring (gluttony.text). With Awe there is no scoring at all,
    so Recklessness never gives it back (awe.3).

    A careful reader might let the new player make the choice again, or have what was set up
    follow the mood: Joy's play for whoever has Joy, Encouragement's chosen mood or Corruption's
    two wins lost when the card moves. The examples fail under that reading.

    Example: Bob takes Encouragement with Recklessness, and the Chivalry it chose for Alice is still worth 5
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Chivalry
      And Alice played Encouragement, choosing Chivalry
      And Bob has Recklessness in hand
      Then Chivalry's value is 5
      When Alice passes
      And Bob plays Recklessness
      And Bob chooses Encouragement
      Then Encouragement is one of Bob's moods
      And Chivalry's value is 5

    Example: Bob takes Alice's Doubt with Guile, and its ban on red still holds for everyone next round
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Generosity
      And Alice has Doubt, Boredom, Zeal and Charity in hand
      And Bob has Guile, Fear, Hate and Rage in hand
      And the deck holds Joy, Glee and Laziness (top first)
      When Alice plays Doubt
      And Alice chooses Boredom
      And Alice passes
      And Bob plays Guile
      And Bob chooses Fear and Hate
      And Bob chooses Doubt
      Then Doubt is one of Bob's moods
      When Bob passes
      Then Alice goes first
      And Alice cannot play Zeal because red moods can't be played this round
      And Alice may play Charity

    Example: Bob takes Corruption with Recklessness, and Alice, who wins, still wins two rounds
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Generosity
      And Alice has Corruption in hand
      And Bob has Recklessness in hand
      And the deck holds Joy and Glee (top first)
      When Alice plays Corruption
      And Alice chooses the round's winner wins two rounds
      And Alice passes
      And Bob plays Recklessness
      And Bob chooses Corruption
      Then Corruption is one of Bob's moods
      When Bob passes
      And Bob answers the after-scoring order: Recklessness: Corruption is given back
      Then Alice wins the round
      And Alice has won 2 rounds

    Example: Bob takes Joy for good with Guile, and Alice still has Joy's additional mood on her next turn
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Generosity
      And Alice has Joy, Boredom and Laziness in hand
      And Bob has Guile, Fear and Hate in hand
      And the deck holds Glee and Zeal (top first)
      When Alice plays Joy
      And Alice passes
      And Bob plays Guile
      And Bob chooses Joy
      Then Joy is one of Bob's moods
      When Bob passes
      Then Alice goes first
      When Alice plays Boredom
      Then Alice may play an additional mood
      And Alice may play Laziness

    Example: Carol takes Alice's Awe with Recklessness: Bob, whom Alice chose, goes first, and with no scoring Carol keeps Awe
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Awe in hand
      And Carol has Recklessness in hand
      When Alice plays Awe
      And Alice chooses Bob
      And Alice passes
      And Bob passes
      And Carol plays Recklessness
      And Carol chooses Awe
      And Carol passes
      Then no round has been scored
      And Bob goes first
      And Carol has moods Recklessness and Awe

    Example: Bob takes Alice's Gluttony with Guile, and the Charity she played with it still goes to the discard pile after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Gluttony and Charity in hand
      And Bob has Guile, Fear and Hate in hand
      And the deck holds Joy (top first)
      When Alice plays Gluttony
      And Alice plays Charity
      And Alice passes
      And Bob plays Guile
      And Bob chooses Gluttony
      Then Gluttony is one of Bob's moods
      When Bob passes
      Then Charity is in the discard pile
      And Alice has no moods
