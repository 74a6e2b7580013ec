@card:avoidance
Feature: Avoidance
  Blue, rare, value 3. Its player chooses left or right; then each player chooses one of
  their moods, and every chosen mood goes to the next player in that direction, all at
  once. Left is clockwise: the next player in turn order.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn
    And Alice has Avoidance in hand

  @note:avoidance.1
  Rule: A player with no moods gives none, and still receives

    Example: Bob has no moods; Alice's Boredom reaches him anyway
      Given Alice has moods Boredom
      And Carol has moods Laziness
      When Alice plays Avoidance
      And Alice chooses left
      And Alice chooses Boredom
      Then Bob has moods Boredom
      And Alice has moods Avoidance and Laziness
      And Carol has no moods

  @note:avoidance.2
  Rule: Every player chooses before any mood moves

    Example: to the right, Bob chooses before Carol's Apathy reaches him
      Given Alice has moods Boredom
      And Bob has moods Laziness and Charity
      And Carol has moods Apathy
      When Alice plays Avoidance
      And Alice chooses right
      And Alice chooses Boredom
      Then Bob may choose each of Laziness and Charity
      And Bob cannot choose Apathy
      When Bob chooses Charity
      Then Carol has moods Boredom
      And Bob has moods Laziness and Apathy
      And Alice has moods Avoidance and Charity

    Example: to the left, Boredom reaches Bob only after he has chosen
      Given Alice has moods Boredom
      And Bob has moods Laziness and Charity
      And Carol has moods Apathy
      When Alice plays Avoidance
      And Alice chooses left
      And Alice chooses Boredom
      Then Bob may choose each of Laziness and Charity
      And Bob cannot choose Boredom
      When Bob chooses Charity
      Then Bob has moods Laziness and Boredom
      And Carol has moods Charity
      And Alice has moods Avoidance and Apathy

  @note:avoidance.3
  Rule: A mood keeps everything about it when it changes players, its value and its suppression included

    Example: Bob's suppressed Generosity is still suppressed with Carol
      Given Bob has moods Generosity
      And Alice played Pacifism, choosing Bob
      When Alice plays Avoidance
      And Alice chooses left
      And Alice chooses Avoidance
      Then Generosity is one of Carol's moods
      And Generosity is suppressed
      And Generosity's value is 0

    Example: Alice's Condescension, worth 6 for the card she gave, is still worth 6 with Bob
      Given Alice has Joy in hand
      And Alice played Condescension, choosing Joy then Bob
      Then Condescension's value is 6
      When Alice plays Avoidance
      And Alice chooses left
      And Alice chooses Condescension
      Then Condescension is one of Bob's moods
      And Condescension's value is 6

  @note:avoidance.4
  Rule: A mood that changes players does not have its "After playing this mood" effect again

    Example: Carol's Charity reaches Alice, who gets no additional mood
      Given Carol has moods Charity
      And Alice has Boredom in hand
      When Alice plays Avoidance
      And Alice chooses left
      Then Charity is one of Alice's moods
      And Alice may not play another mood

  @note:avoidance.5
  Rule: Avoidance itself may be the mood its player gives

    Example: Alice gives Avoidance to Bob
      Given Alice has moods Boredom
      When Alice plays Avoidance
      And Alice chooses left
      Then Alice may choose each of Avoidance and Boredom
      When Alice chooses Avoidance
      Then Avoidance is one of Bob's moods
      And Alice has moods Boredom
