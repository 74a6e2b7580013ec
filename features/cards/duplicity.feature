@card:duplicity
Feature: Duplicity
  Blue, mythic rare, value 0. Its player may play an additional mood this turn. While it
  is in play, each time its player plays another mood, they may have that mood's "After
  playing this mood" effect happen once more, with new choices.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's turn

  @note:duplicity.1
  Rule: The additional mood may be played at any point of the turn, in any order with other additional moods

    Example: Duplicity's additional mood, played first, gives Eagerness's its color
      Hurt Feelings' play brings Eagerness; then Duplicity's and Eagerness's are both open.
      Alice's moods are blue and green, so the red Boredom can only be Duplicity's; once it
      is in play, Eagerness's may be red.

      Given Alice has Hurt Feelings
      And Alice has Duplicity, Eagerness, Boredom and Excitement in hand
      When Alice plays Duplicity
      And Alice plays Eagerness
      And Alice answers Duplicity: once only
      And Alice plays Boredom
      And Alice plays Excitement
      Then Alice has moods Duplicity, Eagerness, Boredom and Excitement
      And Alice may not play another mood

    Example: or Eagerness's additional mood first, and Duplicity's after it
      Given Alice has Hurt Feelings
      And Alice has Duplicity, Eagerness, Laziness and Boredom in hand
      When Alice plays Duplicity
      And Alice plays Eagerness
      And Alice answers Duplicity: once only
      And Alice plays Laziness
      And Alice answers the permission: Eagerness
      And Alice plays Boredom
      Then Alice has moods Duplicity, Eagerness, Laziness and Boredom
      And Alice may not play another mood

  @note:duplicity.2
  Rule: Having the effect happen again is optional

    Example: Alice declines the second Courage
      Given Alice has moods Duplicity
      And Bob has moods Generosity and Self-Loathing
      And Alice has Courage in hand
      When Alice plays Courage
      And Alice chooses Bob
      And Alice chooses Generosity
      And Alice answers Duplicity: once only
      Then Bob has moods Self-Loathing

    Example: Alice accepts, and Courage hits Bob twice
      Given Alice has moods Boredom and Duplicity
      And Bob has moods Generosity and Self-Loathing
      And Alice has Courage in hand
      When Alice plays Courage
      And Alice chooses Bob
      And Alice chooses Generosity
      And Alice answers Duplicity: again
      And Alice answers Courage: Bob
      Then Bob has no moods
      And the discard pile holds Generosity and Self-Loathing

  @note:duplicity.3
  Rule: The second time, every choice is made anew

    Example: Panic sends back one of Bob's moods, then one of Carol's
      Given Alice has moods Duplicity
      And Bob has moods Generosity
      And Carol has moods Boredom
      And Alice has Panic in hand
      When Alice plays Panic
      And Alice chooses Bob
      And Alice answers Duplicity: again
      And Alice answers Panic: Carol
      Then Generosity is in Bob's hand
      And Boredom is in Carol's hand

  @note:duplicity.4 @erratum
  Rule: Values are read again between the first and the second time
    After the first effect, "While in play" effects apply again, so the second effect sees
    the new values. That ruling holds, but the note's example does not: it has Courage
    put Laziness into the discard pile, and Laziness is worth 4, out of reach of Courage
    (5 or more). The engine refuses that choice; a Generosity, worth 6, shows the ruling.

    Example: once Generosity is gone, Ambivalence is worth 6 and Courage can hit it
      Given Alice has moods Duplicity
      And Bob has moods Generosity, Boredom and Ambivalence
      And Alice has Courage in hand
      Then Ambivalence's value is 3
      When Alice plays Courage
      And Alice chooses Bob
      Then Generosity is in the discard pile
      And Ambivalence's value is 6
      When Alice answers Duplicity: again
      And Alice answers Courage: Bob
      Then Ambivalence is in the discard pile

    Example: Courage can't choose Laziness, worth 4
      Given Bob has moods Laziness, Generosity and Self-Loathing
      And Alice has Courage in hand
      When Alice plays Courage
      And Alice chooses Bob
      Then Alice may choose each of Generosity and Self-Loathing
      And Alice cannot choose Laziness
