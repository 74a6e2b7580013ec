@card:anger
Feature: Anger
  Red, uncommon, value 0. After it is played, its player may send any group of moods
  whose values add up to 5 or less to the discard pile, all chosen first and all at once.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Anger in hand

  @note:anger.1
  Rule: The chosen moods may add up to less than 5

    Example: a single mood worth 1 is enough
      Given Bob has moods Charity and Boredom
      When Alice plays Anger
      And Alice chooses Charity
      Then the discard pile holds Charity
      And Bob has moods Boredom

    Example: a total above 5 is refused
      Given Bob has moods Charity and Patience
      When Alice plays Anger
      Then Alice may choose each of Charity and Patience
      And Alice cannot choose Charity and Patience together (anger.text)

  @note:anger.2
  Rule: Anger's player may pick some of their own moods

    Example: Alice clears one of her own moods along with Bob's
      Given Alice has moods Complacency
      And Bob has moods Charity
      When Alice plays Anger
      And Alice chooses Alice's Complacency and Charity
      Then the discard pile holds Complacency and Charity
      And Alice has moods Anger

  @note:anger.3
  Rule: Any number of moods worth 0 can go together

    Example: three zero-value moods leave at once
      Given Bob has moods Fear, Hate and Glee
      When Alice plays Anger
      And Alice chooses Fear, Hate and Glee
      Then the discard pile holds Fear, Hate and Glee
      And Bob has no moods

  @note:anger.4
  Rule: A suppressed mood counts as worth 0

    Example: a suppressed Generosity is light enough
      Given Bob has moods Generosity and Boredom
      And Alice played Pacifism, choosing Bob then Generosity
      When Alice plays Anger
      Then Alice may choose Generosity
      And Generosity's value is 0

    Example: a suppressed 6 and a 4 leave together
      Given Bob has moods Generosity and Boredom
      And Alice played Pacifism, choosing Bob then Generosity
      When Alice plays Anger
      And Alice chooses Generosity and Boredom
      Then the discard pile holds Generosity and Boredom

  @note:anger.5 @erratum
  Rule: Values are read once, before anything leaves; a mood leaving doesn't change what was chosen
    The note's own example has Disgust's change backwards: with Charity and Complacency
    in play, Disgust is worth 3, and sending Charity away would raise it to 6, not lower it.
    The ruling it illustrates stands: everything is chosen at once, with the values as they
    are when Anger's player chooses. So Charity and Disgust can go together (1 + 3), even
    though Disgust would be worth 6 once Charity had left. The note's lesson, that a mood
    can't be chosen at the lower value it would have once another mood is gone, is shown
    with Loyalty, whose value does drop when a green or blue mood leaves.

    Example: Disgust is judged at 3 while Charity is still there
      Given Bob has moods Disgust, Charity and Complacency
      When Alice plays Anger
      Then Disgust's value is 3
      When Alice chooses Charity and Disgust
      Then the discard pile holds Charity and Disgust
      And Bob has moods Complacency

    Example: Loyalty can't go with Fear at the 3 it would be worth once Fear had gone
      Fear is worth 0: chosen one after the other, Fear and then Loyalty at 3 would total 3.
      Chosen at once, Loyalty is worth 6 and the pair totals 6.

      Given Bob has moods Loyalty, Fear and Laziness
      When Alice plays Anger
      Then Loyalty's value is 6
      And Alice may choose each of Fear and Laziness
      And Alice cannot choose Loyalty
      And Alice cannot choose Fear and Loyalty together

    Example: nothing can be added after the first moods leave
      Given Bob has moods Disgust, Charity and Complacency
      When Alice plays Anger
      And Alice chooses Charity
      Then Disgust's value is 6
      And Alice may not play another mood

  @note:anger.6
  Rule: Moods going to the discard pile with Anger don't raise the value of a mood chosen with them
    Sadness grows with the discard pile, but it is chosen at the value it has before any of
    the chosen moods arrive there.

    Example: Sadness is chosen at 0 and leaves with Boredom
      Given Bob has moods Sadness and Boredom
      When Alice plays Anger
      Then Sadness's value is 0
      When Alice chooses Sadness and Boredom
      Then the discard pile holds Sadness and Boredom

  @note:anger.7
  Rule: Repeating Anger with Duplicity gives each repetition its own total of 5

    Example: two 4s leave, one with each repetition, but a 6 never can
      Given Alice has moods Duplicity
      And Bob has moods Boredom, Indifference and Generosity
      When Alice plays Anger
      Then Alice cannot choose Generosity
      When Alice chooses Boredom
      And Alice answers Duplicity: again
      Then Alice cannot choose Generosity
      When Alice answers Anger: Indifference
      Then the discard pile holds Boredom and Indifference
      And Bob has moods Generosity

  @source:community-2026-11-29
  Rule: Anger may send itself away with the moods it chooses
    A question raised while writing the contributing guide. Nothing on the card limits the
    choice to other moods, and Anger is in play and worth 0 when its effect happens (as
    anger.3 says of any mood worth 0), so it may be one of the moods chosen.

    Example: Anger and Charity leave together
      Given Bob has moods Charity
      When Alice plays Anger
      And Alice chooses Anger and Charity
      Then the discard pile holds Anger and Charity
      And Alice has no moods
