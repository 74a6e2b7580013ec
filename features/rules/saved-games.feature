Feature: Saved games
  A game can be saved at any moment as a position (the JSON the oracle and the conformance
  kit publish) and loaded again later. These rulings play a game, save it, load it into a
  new game and go on with that one. A position holds no play-by-play: the loaded game's
  starts at the load. Every other Example is saved and loaded again once it ends, and must
  be the same game.

  @source:reference-2026-12-02
  Rule: A game saved and loaded again goes on exactly as it would have
    The reference's own ruling: the rules document says nothing of saving a game, since
    saving is ours (the position format). A turn starts once (rules.taking-a-turn.1), and
    what happens as it starts happens once (stubbornness.1: the check is made as the turn
    starts). So a loaded game goes on with the same turn, the same permissions, the same
    values and the same pending decision, and nothing in it happens twice. The other reading
    a careful implementer might choose: a loaded game begins the turn it was saved in
    again, running the start of that turn a second time; then Stubbornness would give Alice
    a second additional mood, and the first Example fails.

    Example: Stubbornness's additional mood is not given again when the game is loaded
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Stubbornness
      And Bob has moods Charity, Boredom and Laziness
      And Alice has Apathy, Complacency and Indifference in hand
      When Alice plays Apathy
      And the game is saved and loaded again
      And Alice plays Complacency
      Then Alice may not play another mood
      And Alice has moods Stubbornness, Apathy and Complacency

    Example: a choice waiting when the game is saved is still waiting once it is loaded
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom and Laziness
      And Alice has Anger in hand
      When Alice plays Anger
      And the game is saved and loaded again
      Then Alice may choose Boredom
      When Alice chooses Boredom
      Then Bob has moods Laziness
      And Boredom is in the discard pile
