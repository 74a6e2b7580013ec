@card:guile
Feature: Guile
  Blue, mythic rare, value 0. To play it, its player discards two cards from their hand.
  Then they take one of their opponents' moods: it is theirs for good.

  @note:guile.1
  Rule: Without two other cards in hand, Guile can't be played

    Example: Guile and one other card are not enough
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Guile and Fear in hand
      And Bob has moods Generosity
      Then Alice cannot play Guile because Alice must discard two cards from their hand (guile.text)
      But Alice may play Fear

    Example: two other cards are discarded to play it
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Guile, Fear and Hate in hand
      And Bob has moods Generosity
      When Alice plays Guile
      Then the discard pile holds Fear and Hate
      And Generosity is one of Alice's moods

    Example: with three other cards in hand, two are discarded, not three
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Guile, Fear, Hate and Glee in hand
      And Bob has moods Generosity
      When Alice plays Guile
      Then Alice cannot choose Fear, Hate and Glee together (guile.text)
      When Alice chooses Fear and Hate
      Then the discard pile holds Fear and Hate
      And Alice's hand holds Glee

  @note:guile.2
  Rule: A suppressed mood stays suppressed when it is taken

    Example: Alice takes the Generosity her Pacifism suppresses
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Generosity
      And Alice played Pacifism, choosing Bob
      And Alice has Guile, Fear and Hate in hand
      When Alice plays Guile
      Then Generosity is one of Alice's moods
      And Generosity is suppressed
      And Generosity's value is 0

  @note:guile.3
  Rule: A mood must be taken if an opponent has one; otherwise nothing is taken

    Example: Alice can't decline
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Guile, Fear and Hate in hand
      And Bob has moods Boredom and Laziness
      When Alice plays Guile
      Then Alice may choose each of Boredom and Laziness
      And Alice cannot choose nothing (guile.text)

    Example: Bob has no moods, so nothing is taken
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Guile, Fear and Hate in hand
      And Alice has moods Boredom
      When Alice plays Guile
      Then Alice has moods Guile and Boredom
      And Bob has no moods

  @note:guile.4
  Rule: In a team game, a teammate's mood can't be taken

    Example: Alice can take from Bob or Dave, not from Carol
      Given a team game: Alice and Carol against Bob and Dave
      And it is Alice's turn
      And Alice has Guile, Fear and Hate in hand
      And Carol has moods Boredom
      And Bob has moods Laziness
      And Dave has moods Apathy
      When Alice plays Guile
      Then Alice may choose each of Laziness and Apathy
      And Alice cannot choose Boredom

  @note:guile.5
  Rule: A taken mood keeps everything about it, its value included

    Example: Bob's Cheer, turned to 5, is still worth 5 with Alice
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has Boredom in hand
      And Bob played Cheer, choosing Boredom
      And Alice has Guile, Fear and Hate in hand
      When Alice plays Guile
      Then Cheer is one of Alice's moods
      And Cheer's value is 5

  @note:guile.6
  Rule: Taking a mood does not make its "After playing this mood" effect happen

    Example: taking Bob's Charity gives Alice no additional mood
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Charity
      And Alice has Guile, Fear, Hate and Boredom in hand
      When Alice plays Guile
      And Alice chooses Fear and Hate
      Then Charity is one of Alice's moods
      And Alice may not play another mood

  @note:guile.7
  Rule: The taken mood stays with its taker even after Guile changes players

    Example: Avoidance passes Guile to Bob, and Alice keeps the Boredom it took
      Given a game between Alice and Bob
      And it is Alice's turn
      And Bob has moods Boredom and Laziness
      And Alice has Fear, Hate and Joy in hand
      And Alice played Guile, choosing Fear and Hate then Boredom
      And Alice has Avoidance in hand
      When Alice plays Avoidance
      And Alice chooses left
      And Alice chooses Guile
      Then Guile is one of Bob's moods
      And Boredom is one of Alice's moods
      And Laziness is one of Alice's moods

  @source:reference-2026-12-02
  Rule: Guile remembers nothing of the cards discarded to play it
    The reference's own ruling. A cost's discarded card leaves something on the mood only
    where the card says so: Bliss remembers the color of its discarded card (bliss.text,
    bliss.6), and Guile's text says nothing of the kind (guile.text). A careful implementer
    who stores the discarded card's color on every mood whose cost discards, as Bliss needs,
    would have Guile remember one, and a reader of that game would be told so. The example
    fails under that reading.

    Example: Guile's two discarded cards leave no color on it
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Guile, Fear and Hate in hand
      And Bob has moods Generosity
      When Alice plays Guile
      Then Guile remembers no color

    Example: two red cards discarded leave Guile blue, remembering no color
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Guile, Boredom and Glee in hand
      And Bob has moods Charity
      When Alice plays Guile
      Then the discard pile holds Boredom and Glee
      And Guile remembers no color
      And Guile is blue
