Feature: Taking a turn
  On their turn a player plays one card or passes. A card's text has up to three kinds of
  ability: what it takes to play it, what it does while in play, and what happens after it
  is played. A play goes in five steps: pay the costs, put the card into play, apply the
  "While in play" effects, resolve "After playing this mood", then apply "While in play"
  again until the values are stable.

  @note:rules.taking-a-turn.1
  Rule: A turn is one play or a pass

    Example: Alice plays one card, and a second is refused
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Boredom and Apathy in hand
      When Alice plays Boredom
      Then Alice has played 1 mood this turn
      And Alice cannot play Apathy because Alice has already played this turn (rules.taking-a-turn.1)
      When Alice passes
      Then it is Bob's turn

    Example: Alice passes without playing
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Boredom in hand
      Then Alice is to answer the turn
      And Alice cannot answer anything because play a card or pass: choose exactly 1 (rules.taking-a-turn.1)
      When Alice passes
      Then it is Bob's turn
      And Alice's hand holds Boredom
      And Alice has no moods

  @note:rules.taking-a-turn.1
  Rule: A card played goes into play face up and becomes one of its player's moods

    Example: Boredom leaves Alice's hand and becomes her mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Boredom in hand
      When Alice plays Boredom
      Then Boredom is one of Alice's moods
      And Alice has no cards in hand

  @note:rules.taking-a-turn.1
  Rule: Moods stay in play from round to round unless an effect moves them

    Example: Alice's moods are still there in the next round
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Alice has Apathy in hand
      When Alice plays Apathy
      And the round is scored
      Then Alice wins the round
      And Alice has moods Boredom and Apathy

  @note:rules.taking-a-turn.2
  Rule: A card's abilities are of three kinds: "After playing this mood", "While in play" and "To play this card"
    Guile has a "To play this card" cost and an "After playing this mood" effect: the cost
    is paid first, then the effect happens. Loyalty has a "While in play" ability: it
    changes its own value for as long as it is in play.

    Example: Guile's cost, then its effect
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice has Guile, Fear, Hate and Joy in hand
      When Alice plays Guile
      And Alice chooses Fear and Hate
      Then the discard pile holds Fear and Hate
      And Boredom is one of Alice's moods

    Example: Loyalty's ability works while it is in play
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Loyalty and Laziness
      And Alice has Indifference in hand
      Then Loyalty's value is 3
      When Alice plays Indifference
      Then Loyalty's value is 6

  @note:rules.taking-a-turn.3
  Rule: A card whose "To play this card" requirement can't be met can't be played

    Example: Self-Loathing with no moods to put into the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Self-Loathing in hand
      Then Alice cannot play Self-Loathing because Alice must put one or more of their moods into the discard pile (self-loathing.text)

    Example: Guile with only one other card in hand
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Guile and Fear in hand
      Then Alice cannot play Guile because Alice must discard two cards from their hand (guile.text)

    Example: Self-Loathing once the requirement can be met
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom and Fear
      And Alice has Self-Loathing in hand
      When Alice plays Self-Loathing
      And Alice chooses Boredom
      Then Boredom is in the discard pile
      And Alice has moods Fear and Self-Loathing

    Example: Neurosis asks for moods to go back into the hand, and can't be played without one
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Neurosis in hand
      Then Alice cannot play Neurosis because Alice must put one or more of their moods into their hand (neurosis.text)

  @note:rules.taking-a-turn.4
  Rule: A "While in play" ability works for as long as its mood is in play, and stops when it leaves

    Example: Disgust drops to 3 while two green or white moods are in play, and recovers when one leaves
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Disgust, Laziness and Complacency
      And Alice has Anger in hand
      Then Disgust's value is 3
      When Alice plays Anger
      And Alice chooses Laziness
      Then Disgust's value is 6

    Example: Bob's Imagination makes every mood white; once it has left play, Boredom is red again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob played Imagination, choosing white
      And Alice has Anger in hand
      Then Boredom is white
      When Alice plays Anger
      And Alice chooses Imagination
      Then Imagination is in the discard pile
      And Boredom is red

  @note:rules.taking-a-turn.5
  Rule: An "After playing this mood" effect happens once the card is in play, and most are over by the end of the turn

    Example: Charity's additional mood is for this turn only
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Charity, Boredom and Apathy in hand
      When Alice plays Charity
      Then Alice may play an additional mood
      When Alice passes
      And Bob passes
      Then Alice wins the round
      And it is Alice's turn
      When Alice plays Boredom
      Then Alice may not play another mood

  @note:rules.taking-a-turn.5
  Rule: Some "After playing this mood" effects last for as long as the mood is in play

    Example: Pacifism's suppression ends when Pacifism leaves play
      Given a game between Alice and Bob
      And it is Bob's turn
      And Bob has moods Generosity
      And Alice played Pacifism last round, choosing Bob
      And Bob has Anger in hand
      Then Generosity is suppressed
      When Bob plays Anger
      And Bob chooses Pacifism
      Then Generosity is not suppressed
      And Generosity's value is 6

  @note:rules.taking-a-turn.6
  Rule: Cards of the common cycle without text do nothing but score
    Apathy, Boredom, Complacency, Indifference and Laziness have no abilities.

    Example: playing Complacency asks nothing and gives nothing
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Complacency and Boredom in hand
      When Alice plays Complacency
      Then Alice may not play another mood
      And Complacency's value is 4

  @note:rules.taking-a-turn.6
  Rule: Creativity has no ability of its own, but gains those of the mood it copies

    Example: Creativity played as a copy of Charity gives an additional mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Charity
      And Alice has Creativity and Boredom in hand
      When Alice plays Creativity
      And Alice chooses Charity
      Then Alice may play an additional mood
      And Alice may play Boredom
      When Alice plays Boredom
      Then Alice has played 2 moods this turn

    Example: Creativity copies one mood, never two at once
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Charity and Glee
      And Alice has Creativity in hand
      When Alice plays Creativity
      Then Alice may choose each of Charity and Glee
      And Alice cannot choose Charity and Glee together (creativity.text)

  @note:rules.taking-a-turn.7
  Rule: The costs are paid first, before the card is in play

    Example: Self-Loathing can't pay for itself, since it is not in play yet
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom and Apathy
      And Alice has Self-Loathing in hand
      When Alice plays Self-Loathing
      Then Alice may choose each of Boredom and Apathy
      And Alice cannot choose Self-Loathing
      When Alice chooses Apathy
      Then Alice has moods Boredom and Self-Loathing

  @note:rules.taking-a-turn.8
  Rule: Once the card is in play, every "While in play" effect applies, the new mood's own included
    The rules document's example: Patience is worth 1 in the round it is played, and, being
    white, it can bring an opponent's Disgust down from 6 to 3.

    Example: Alice's Patience is worth 1 and drops Bob's Disgust to 3
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Disgust and Loyalty
      And Alice has Patience in hand
      Then Disgust's value is 6
      When Alice plays Patience
      Then Patience's value is 1
      And Disgust's value is 3

  @note:rules.taking-a-turn.9
  Rule: "After playing this mood" effects use the values as the new mood has made them
    The new mood is in play and the "While in play" effects have applied before its "After
    playing this mood" effect looks at values.

    Example: Courage, being white, drops Disgust below 5 before choosing
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Disgust, Laziness, Bashfulness and Self-Loathing
      And Alice has Courage in hand
      Then Disgust's value is 6
      When Alice plays Courage
      And Alice chooses Bob
      Then Alice may choose Bashfulness
      And Alice cannot choose Disgust
      When Alice chooses Bashfulness
      Then Bob has moods Disgust, Laziness and Self-Loathing

    Example: the rules document's own: Rage as Alice's third mood brings Bob's Superiority down to 3, and it goes
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Bashfulness and Self-Loathing
      And Bob has moods Superiority, Boredom and Apathy
      And Alice has Rage in hand
      Then Superiority's value is 7
      When Alice plays Rage
      And Alice chooses to discard them
      Then Superiority is in the discard pile
      And Bob has moods Boredom and Apathy

  @note:rules.taking-a-turn.10
  Rule: After the "After playing this mood" effects, "While in play" effects apply again

    Example: Anger takes away a green mood and Disgust is worth 6 again
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Disgust and Laziness
      And Alice has moods Complacency
      And Alice has Anger in hand
      Then Disgust's value is 3
      When Alice plays Anger
      And Alice chooses Laziness
      Then Disgust's value is 6
      And Bob's score is 6

    Example: one change leads to another: Arrogance leaves, the mood it took goes back, and Superiority is read again
      Given a game between Alice and Bob
      And it is Bob's turn
      And Bob has moods Superiority, Boredom and Complacency
      And Alice has moods Laziness
      And Alice played Arrogance last round, choosing Bob
      And Bob has Anger in hand
      Then Complacency is one of Alice's moods
      And Superiority's value is 3
      When Bob plays Anger
      And Bob chooses Arrogance
      Then Complacency is one of Bob's moods
      And Superiority's value is 7
      And Bob's score is 15

  @note:rules.taking-a-turn.11
  Rule: Between the two "After playing this mood" effects of Hostility or Worry, "While in play" effects apply again

    Example: Hostility's first effect changes a value that its second effect then reads
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Laziness
      And Bob has moods Superiority and Boredom
      And Alice has Hostility in hand
      Then Superiority's value is 7
      When Alice plays Hostility
      Then Superiority's value is 3
      When Alice chooses Laziness
      Then Superiority's value is 7
      And Alice cannot choose Superiority

    Example: Worry puts Alice's black Apathy into her hand, and Bob's Superiority is back to 7 before the second effect
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Apathy
      And Bob has moods Superiority and Charity
      And Alice has Worry in hand
      When Alice plays Worry
      Then Superiority's value is 3
      When Alice chooses Apathy
      Then Superiority's value is 7
      And Alice may choose Charity
      And Alice cannot choose Superiority

  @note:rules.taking-a-turn.12
  Rule: The rules document's example: Superiority is worth 3 when Hostility arrives, but 7 again when Hostility's second effect chooses

    Example: Alice discards her black Apathy, so Bob's Superiority is back to 7 and out of reach
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Apathy and Bashfulness
      And Bob has moods Superiority, Boredom and Charity
      And Alice has Hostility in hand
      Then Superiority's value is 7
      When Alice plays Hostility
      Then Superiority's value is 3
      When Alice chooses Apathy
      Then Superiority's value is 7
      And Alice may choose Charity
      And Alice cannot choose Superiority
      When Alice chooses Charity
      Then Bob has moods Superiority and Boredom
