@card:sadness
Feature: Sadness
  Black, mythic rare, value 0, plus 2 for each card in the discard pile.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  @note:sadness.1
  Rule: Every card in the discard pile counts, whoever it came from

    Example: three cards in the discard pile make 6
      Given Bob has moods Sadness
      And the discard pile holds Fear, Joy and Hate
      Then Sadness's value is 6

    Example: Bob's own cards and Alice's cards both count
      Given Bob has moods Sadness and Charity
      And Alice has moods Complacency
      And Alice has Anger in hand
      When Alice plays Anger
      And Alice chooses Charity and Complacency
      Then Sadness's value is 4

  @note:sadness.2
  Rule: A suppressed Sadness is worth 0, however full the discard pile is

    Example: suppressed with three cards in the discard pile
      Given Bob has moods Sadness
      And the discard pile holds Fear, Joy and Hate
      And Alice played Pacifism, choosing Bob
      Then Sadness's value is 0
      And Sadness is suppressed
