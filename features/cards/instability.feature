@card:instability
Feature: Instability
  Red, rare, value 2. Its player may choose two moods of one opponent; that opponent gives
  them one of the two, of the opponent's choice, and then Instability's player gives that
  opponent one of their own moods. Both exchanges are for good: nothing comes back.

  @note:instability.1
  Rule: If no opponent has two moods, nothing happens

    Example: Bob has a single mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom
      And Alice has Instability in hand
      When Alice plays Instability
      Then Bob has moods Boredom
      And Alice has moods Instability

  @note:instability.2
  Rule: An opponent's only mood can't be chosen, and the two moods must be one opponent's

    Example: Bob's only mood can't be chosen; Carol's two can
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Joy
      And Bob has moods Boredom
      And Carol has moods Charity and Courage
      And Alice has Instability in hand
      When Alice plays Instability
      Then Alice may choose each of Charity and Courage
      And Alice cannot choose Boredom
      And Alice may choose none of Joy and Instability

    Example: one mood of Bob's and one of Carol's can't go together
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Bob has moods Boredom and Apathy
      And Carol has moods Charity and Courage
      And Alice has Instability in hand
      When Alice plays Instability
      Then Alice cannot choose Boredom and Charity together (instability.text)
      And Alice cannot choose Boredom alone (instability.text)

    Example: two moods of one opponent, never three
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom, Apathy and Charity
      And Alice has Instability in hand
      When Alice plays Instability
      Then Alice cannot choose Boredom, Apathy and Charity together (instability.text)

  @note:instability.3
  Rule: The opponent picks which of the two moods to give

    Example: Alice chooses Charity and Courage; Bob gives Courage
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Charity, Courage and Boredom
      And Alice has Instability in hand
      When Alice plays Instability
      And Alice chooses Charity and Courage
      Then Bob may choose each of Charity and Courage
      And Bob cannot choose Boredom
      When Bob chooses Courage
      And Alice chooses Instability
      Then Courage is one of Alice's moods
      And Bob has moods Charity, Boredom and Instability

  @note:instability.4
  Rule: Instability's player gives a mood only after getting one
    Declining the choice of two moods means no mood changes hands either way.

    Example: Alice declines and keeps all her moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has moods Charity and Courage
      And Alice has Instability in hand
      When Alice plays Instability
      And Alice chooses nothing
      Then Alice has moods Boredom and Instability
      And Bob has moods Charity and Courage

  @note:instability.5
  Rule: The mood given in return may be Instability or any other of its player's moods

    Example: Alice gives Boredom and keeps Instability, for good
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Boredom
      And Bob has moods Charity and Courage
      And Alice has Instability in hand
      When Alice plays Instability
      And Alice chooses Charity and Courage
      And Bob chooses Charity
      Then Alice may choose each of Boredom, Instability and Charity
      When Alice chooses Boredom
      And the round is scored
      Then Alice has moods Instability and Charity
      And Bob has moods Courage and Boredom

  @note:instability.6
  Rule: The printed text's slip of grammar changes nothing
    The opponent is the one who chooses and gives; Instability's player then gives back.

    Example: Bob chooses and gives, then Alice gives
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Charity and Courage
      And Alice has Instability in hand
      When Alice plays Instability
      And Alice chooses Charity and Courage
      Then Bob may choose each of Charity and Courage
      When Bob chooses Charity
      Then Alice may choose each of Instability and Charity
      When Alice chooses Instability
      Then Alice has moods Charity
      And Bob has moods Courage and Instability
