@card:arrogance
Feature: Arrogance
  Red, uncommon, value 2. Its player may choose an opponent, who gives them one of their
  white or blue moods of their choice. That mood stays with its taker while Arrogance is in
  play, whoever has Arrogance; the moment Arrogance leaves play, the mood goes back to the
  opponent it came from, if its taker still has it. Scoring doesn't end it.

  @note:arrogance.1
  Rule: A taken mood keeps everything about it, its value and its suppression included

    Example: the Indifference Alice suppressed stays suppressed once she has it
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Indifference and Boredom
      And Alice played Pacifism, choosing Bob then Indifference
      And Alice has Arrogance in hand
      When Alice plays Arrogance
      And Alice chooses Bob
      Then Indifference is one of Alice's moods
      And Indifference is suppressed
      And Indifference's value is 0

    Example: Bob picks which of his white and blue moods to give, and the mood is Alice's round after round
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Indifference, Complacency and Boredom
      And Alice has Joy and Arrogance in hand
      When Alice plays Arrogance
      And Alice chooses Bob
      Then Bob may choose each of Indifference and Complacency
      And Bob cannot choose Boredom
      When Bob chooses Complacency
      And the round is scored
      Then Complacency is one of Alice's moods

  @note:arrogance.2
  Rule: A taken mood's "After playing this mood" effect doesn't happen again

    Example: taking Bob's Charity gives Alice no additional mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Charity
      And Alice has Arrogance and Boredom in hand
      When Alice plays Arrogance
      And Alice chooses Bob
      Then Charity is one of Alice's moods
      And Alice cannot play Boredom because Alice has already played this turn (rules.taking-a-turn.1)

  @note:arrogance.3
  Rule: The taken mood stays even if it stops being white or blue

    Example: Bob's Imagination turns Alice's Indifference black, and she keeps it
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Indifference
      And Alice has Arrogance in hand
      And Bob has Imagination in hand
      When Alice plays Arrogance
      And Alice chooses Bob
      And Alice passes
      And Bob plays Imagination
      And Bob chooses black
      Then Indifference is black
      And Indifference is one of Alice's moods

  @note:arrogance.4
  Rule: Arrogance changing players changes nothing; Arrogance leaving play sends the mood back

    Example: Bob takes Arrogance with Guile; Alice keeps Indifference
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Indifference
      And Alice has Arrogance in hand
      And Bob has Guile, Fear and Hate in hand
      When Alice plays Arrogance
      And Alice chooses Bob
      And Alice passes
      And Bob plays Guile
      And Bob chooses Arrogance
      Then Arrogance is one of Bob's moods
      And Indifference is one of Alice's moods

    Example: Bob discards Arrogance with Anger; Indifference comes back to him
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Indifference
      And Alice has Arrogance in hand
      And Bob has Anger in hand
      When Alice plays Arrogance
      And Alice chooses Bob
      And Alice passes
      And Bob plays Anger
      And Bob chooses Arrogance
      Then Arrogance is in the discard pile
      And Indifference is one of Bob's moods

    Example: Carol takes Arrogance, then discards it; Indifference goes back to Bob
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Bob has moods Indifference
      And Alice has Arrogance in hand
      And Carol has Hurt Feelings
      And Carol has Guile, Fear, Hate and Anger in hand
      When Alice plays Arrogance
      And Alice chooses Bob
      And Alice passes
      And Bob passes
      And Carol plays Guile
      And Carol chooses Fear and Hate
      And Carol chooses Arrogance
      Then Indifference is one of Alice's moods
      When Carol plays Anger
      And Carol chooses Arrogance
      Then Indifference is one of Bob's moods

  @source:community-2026-12-01
  Rule: An opponent with no white or blue mood gives nothing
    A players' question settled by the card's text (arrogance.text): the mood given must be
    white or blue, so an opponent chosen without one gives none, and keeps every mood.

    Example: Alice chooses Bob, who has only a red mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice has Arrogance in hand
      When Alice plays Arrogance
      Then Alice may choose Bob
      And Alice cannot choose Alice
      When Alice chooses Bob
      And Alice passes
      Then Bob has moods Boredom
      And Alice has moods Arrogance
      And it is Bob's turn

    Example: Bob's Imagination makes his Indifference red, so he has no white or blue mood to give
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Indifference
      And Bob played Imagination, choosing red
      And Alice has Arrogance in hand
      Then Indifference is red
      When Alice plays Arrogance
      And Alice chooses Bob
      And Alice passes
      Then Bob has moods Indifference and Imagination
      And Alice has moods Arrogance
