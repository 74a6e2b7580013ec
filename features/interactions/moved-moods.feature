Feature: Moods that change players
  Recklessness, Betrayal, Guile, Avoidance, Chaos and others move a mood from one player to
  another in the middle of a round. The notes say a moved mood keeps its qualities. These
  rulings say what that means for the cards whose text speaks of "you".

  @source:reference-2026-11-30 @card:glee @card:patience @card:recklessness @card:guile
  Rule: "If you played it this round" asks when the mood was played, not who has it now
    The reference's own ruling. Glee and Patience (the family of cards whose value depends on
    having been played this round) ask about how the mood came into play, and that is one of
    its qualities: a mood that moves keeps its qualities, its value included (recklessness.3,
    betrayal.2, guile.5; chaos.1 shows a value a mood got from its player's choice staying
    with it). patience.1 says Patience is never worth 5 in the turn it is played, whoever
    has it then. So a mood played this round stays "played this round" when another player
    takes it, and next round it is not, whoever has it.

    A careful reader might instead take "you" as whoever has the mood now, as it is for
    Superiority (next ruling): then a taken Glee would drop to 0 and a taken Patience would
    be worth 5 in the very turn it was played. The examples below fail under that reading.

    Example: Bob takes the Glee Alice played this round, and it is still worth 6
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Glee in hand
      And Bob has Recklessness in hand
      When Alice plays Glee
      And Alice passes
      And Bob plays Recklessness
      And Bob chooses Glee
      Then Glee is one of Bob's moods
      And Glee's value is 6

    Example: Bob takes the Patience Alice played this round: 1 this round, 5 the next
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Patience in hand
      And Bob has Guile, Fear and Hate in hand
      When Alice plays Patience
      And Alice passes
      And Bob plays Guile
      Then Patience is one of Bob's moods
      And Patience's value is 1
      When the round is scored
      Then Patience is one of Bob's moods
      And Patience's value is 5

  @source:reference-2026-11-30 @card:superiority @card:chivalry @card:recklessness
  Rule: A condition about the table as it is now is read for whoever has the mood now
    The reference's own ruling. Superiority's "if you have more moods than each other player"
    (like Chivalry's "if you didn't go first this round" or Vanity's count of "your moods")
    describes the table, not the card: the mood keeps its qualities when it moves
    (recklessness.3), but the table around it has changed, and "you" is its player now. The
    value a mood had before the move is not frozen: superiority.1 gives the tied count as 3.

    A careful reader might take "its value remains the same" (recklessness.3) literally and
    keep the 7 Superiority had with Alice, or the 3 Chivalry had. The examples fail under that
    reading.

    Example: Superiority taken by Bob counts Bob's moods, and a tie makes it 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Superiority, Boredom and Apathy
      And Bob has Recklessness in hand
      Then Superiority's value is 7
      When Alice passes
      And Bob plays Recklessness
      And Bob chooses Superiority
      Then Superiority is one of Bob's moods
      And Superiority's value is 3

    Example: Chivalry taken by Bob, who did not go first, is worth 5
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Chivalry
      And Bob has Recklessness in hand
      Then Chivalry's value is 3
      When Alice passes
      And Bob plays Recklessness
      And Bob chooses Chivalry
      Then Chivalry is one of Bob's moods
      And Chivalry's value is 5

  @source:reference-2026-11-30 @card:hope @card:grace @card:recklessness @card:betrayal
  Rule: Hope's and Grace's additional mood belongs to whoever has them, from the moment they do
    The reference's own ruling. Hope and Grace give their additional mood "while in play",
    during each of "your" turns: the permission lasts only while the mood is in play and
    yours (hope.2: if Hope leaves play, its additional mood is gone). So a player who takes
    Hope or Grace during their turn may use it in that same turn, and a player who gives it
    away loses it at once. Each Hope or Grace gives one additional mood a turn, whoever has
    it.

    A careful reader might instead fix the permission when the turn begins (or when the mood
    is played), so that a Hope taken in the middle of a turn gives nothing until the next
    turn and a Hope given away still lets its former player play. The examples fail under
    that reading.

    Example: Alice takes Bob's Hope and may play an additional mood at once
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Hope
      And Alice has Recklessness and Boredom in hand
      When Alice plays Recklessness
      And Alice chooses Hope
      Then Alice may play an additional mood
      And Alice may play Boredom

    Example: Alice takes Bob's Grace and may play a mood of her color from the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Grace
      And the discard pile holds Charity and Boredom
      And Alice has Recklessness in hand
      When Alice plays Recklessness
      And Alice chooses Grace
      Then Alice may play Boredom from the discard pile
      And Alice cannot play Charity from the discard pile because Grace's additional mood must share a color with one of Alice's moods

    Example: Alice gives her Hope to Bob and her additional mood goes with it
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Hope
      And Alice has Betrayal and Boredom in hand
      When Alice plays Betrayal
      And Alice chooses Hope
      Then Hope is one of Bob's moods
      And Alice may not play another mood

  @source:reference-2026-11-30 @card:betrayal @card:chaos
  Rule: When Betrayal changes players before scoring, the mood it lent still comes back to the player who lent it
    The reference's own ruling. An "after scoring" effect is resolved by whoever has its
    card then (rules.after-scoring.2, recklessness.7), but what it does was set when the mood
    was played: the mood Betrayal's player gave away "becomes yours again", and only the
    player who gave it can have it again. The notes on Recklessness, Guile and Arrogance say
    the same of a mood that moves after its effect: its first player keeps what it took
    (recklessness.5, guile.7, arrogance.4).

    A careful reader might read "yours" as whoever has Betrayal after scoring, so that a
    Betrayal dealt to the player who received the mood lets them keep it. The example fails
    under that reading.

    Example: Chaos deals Alice's Betrayal to Bob; after scoring, Laziness is Alice's again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Alice has Betrayal in hand
      And Bob has Chaos in hand
      And the deck holds Joy (top first)
      When Alice plays Betrayal
      And Alice chooses Laziness
      Then Laziness is one of Bob's moods
      When Alice passes
      And Bob plays Chaos
      And the random order is Betrayal then Chaos then Laziness
      Then Betrayal is one of Bob's moods
      And Laziness is one of Bob's moods
      When Bob passes
      Then Laziness is one of Alice's moods
      And Betrayal is one of Bob's moods
