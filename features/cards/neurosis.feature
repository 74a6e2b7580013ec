@card:neurosis
Feature: Neurosis
  Blue, common, value 5. To play it, its player puts one or more of their moods back into
  their hand.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Neurosis in hand

  @note:neurosis.1
  Rule: Any number of moods may go back, but at least one

    Example: Alice must take back at least one mood
      Given Alice has moods Boredom and Laziness
      When Alice plays Neurosis
      Then Alice cannot choose nothing (neurosis.text)
      And Alice may choose each of Boredom and Laziness

    Example: one mood back is enough
      Given Alice has moods Boredom and Laziness
      When Alice plays Neurosis
      And Alice chooses Laziness
      Then Alice's hand holds Laziness
      And Alice has moods Boredom and Neurosis

    Example: Alice takes back both
      Given Alice has moods Boredom and Laziness
      When Alice plays Neurosis
      And Alice chooses Boredom and Laziness
      Then Alice's hand holds Boredom and Laziness
      And Alice has moods Neurosis

  @note:neurosis.2
  Rule: With no moods, Neurosis can't be played

    Example: Alice has no moods
      Given Bob has moods Boredom
      Then Alice cannot play Neurosis because Alice must put one or more of their moods into their hand (neurosis.text)
