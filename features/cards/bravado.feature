@card:bravado
Feature: Bravado
  Red, common, value 3. Its player may put one of their other moods into the discard pile;
  if they do, they may play an additional mood this turn.

  @note:bravado.1
  Rule: The effect is optional: Bravado may be played just for its value

    Example: Alice keeps her Charity and gets no additional mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Charity
      And Alice has Bravado and Boredom in hand
      When Alice plays Bravado
      And Alice chooses nothing
      Then Alice has moods Charity and Bravado
      And Alice cannot play Boredom because Alice has already played this turn (rules.taking-a-turn.1)

    Example: Alice gives up Charity for an additional mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Charity
      And Alice has Bravado and Boredom in hand
      When Alice plays Bravado
      And Alice chooses Charity
      Then Charity is in the discard pile
      And Alice may play an additional mood
      When Alice plays Boredom
      Then Alice has moods Bravado and Boredom

    Example: Bravado can't discard itself
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Charity and Courage
      And Alice has Bravado in hand
      When Alice plays Bravado
      Then Alice may choose each of Charity and Courage
      And Alice cannot choose Bravado

  @note:bravado.2
  Rule: The additional mood can be played any time in the rest of the turn, in any order with other additional moods

    Example: with Hurt Feelings, Alice plays two more moods after Bravado
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has Hurt Feelings
      And Alice has moods Charity
      And Alice has Bravado, Boredom and Apathy in hand
      When Alice plays Bravado
      And Alice chooses Charity
      And Alice plays Boredom
      Then Alice may play an additional mood
      When Alice plays Apathy
      Then Alice has moods Bravado, Boredom and Apathy
      And Alice may not play another mood
