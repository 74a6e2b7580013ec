@card:doubt @card:melancholy
Feature: Moods played from the discard pile
  Melancholy, Harmony and Grief let a player play a mood from the discard pile. A card
  played that way is played, as one from a hand is: what holds for playing a mood holds for
  it too.

  @source:reference-2026-12-05
  Rule: Doubt's ban holds for a mood played from the discard pile too, not only from a hand
    The reference's own ruling. Doubt forbids playing, during the next round, moods that
    share a color with a revealed card (doubt.text); it does not say from where. Melancholy
    lets its player play moods from the discard pile as though they were in their hand
    (melancholy.text), and a mood played that way is played as from the hand, its effects
    included (melancholy.1). So the ban reaches it: a red ban stops a red mood from the pile
    as it stops one in hand, and a mood of another color may still be played from the pile.

    A careful reader might take the ban to be about the cards in players' hands, since Doubt
    speaks of revealing cards from a hand, so that the discard pile would be a way around it.
    But what Doubt reveals only sets the colors; what it forbids is playing a mood, and
    playing from the pile is playing. The Example fails under that reading.

    Example: under a red ban, Melancholy cannot bring back a red mood from the pile, but may a white one
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Melancholy
      And Bob has Boredom in hand
      And Bob played Doubt last round, choosing Boredom
      And the discard pile holds Excitement and Complacency
      Then Alice cannot play Excitement from the discard pile because red moods can't be played this round (doubt.text)
      And Alice may play Complacency from the discard pile
