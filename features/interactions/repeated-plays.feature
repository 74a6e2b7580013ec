Feature: Additional moods given again
  Duplicity lets a mood's "After playing this mood" effect happen an additional time. Many
  of those effects let their player play an additional mood, often with a condition on the
  mood or on where it comes from. These rulings say what a second time through gives, and
  when each condition is read.

  @source:community-2026-12-04 @card:duplicity @card:charity @card:idealism @card:validation @card:kindness @card:friendliness @card:eagerness
  Rule: An additional mood given a second time is one more additional mood, with the same condition as the first
    A players' question, settled by the rules. Each time the effect happens, it gives what
    it says, so a second time gives a second additional mood (duplicity.2, duplicity.3),
    and additional moods from several grants add up, each played once, in any order
    (validation.4, duplicity.1, kindness.2). The condition on the mood is part of the
    effect, so the second additional mood has it too: a second Kindness mood needs a
    [1], [3] or [5] as much as the first.

    Example: Charity twice: Alice plays two additional moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Charity, Boredom, Laziness and Apathy in hand
      When Alice plays Charity
      And Alice answers Duplicity: again
      And Alice plays Boredom
      Then Alice may play an additional mood
      When Alice plays Laziness
      Then Alice may not play another mood

    Example: A second Duplicity, its effect had again by the first: two additional moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Duplicity, Boredom, Laziness and Apathy in hand
      When Alice plays Duplicity
      And Alice answers Alice's Duplicity: again
      And Alice plays Boredom
      Then Alice may play an additional mood
      When Alice plays Laziness
      Then Alice may not play another mood

    Example: Idealism twice: two additional moods, and Celebration worth 7
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity and Celebration
      And Bob has moods Boredom, Laziness and Charity
      And Alice has Idealism, Apathy and Complacency in hand
      When Alice plays Idealism
      And Alice answers Duplicity: again
      And Alice plays Apathy
      Then Alice may play an additional mood
      When Alice plays Complacency
      Then Alice may not play another mood
      And Celebration's value is 7

    Example: Validation twice: its two additional moods, before any [0] or [1] is played
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Validation, Boredom, Laziness and Apathy in hand
      When Alice plays Validation
      And Alice answers Duplicity: again
      And Alice plays Boredom
      Then Alice may play an additional mood
      When Alice plays Laziness
      Then Alice may not play another mood

    Example: Kindness twice: two additional moods, each with a [1], [3] or [5]
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Kindness, Patience, Obsession and Boredom in hand
      When Alice plays Kindness
      And Alice answers Duplicity: again
      And Alice plays Patience
      Then Alice cannot play Boredom because Kindness's additional mood must have [1], [3], [5] in its top right corner
      When Alice plays Obsession
      Then Alice may not play another mood

    Example: Friendliness twice: two additional moods, each with a [0], [2], [4] or [6]
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Friendliness, Boredom, Laziness and Zeal in hand
      When Alice plays Friendliness
      And Alice answers Duplicity: again
      And Alice plays Boredom
      Then Alice cannot play Zeal because Friendliness's additional mood must have [0], [2], [4], [6] in its top right corner
      When Alice plays Laziness
      Then Alice may not play another mood

    Example: Eagerness twice: two additional moods, each sharing a color with one of Alice's
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Eagerness, Laziness, Obsession and Boredom in hand
      When Alice plays Eagerness
      And Alice answers Duplicity: again
      And Alice plays Laziness
      Then Alice cannot play Boredom because Eagerness's additional mood must share a color with one of Alice's moods
      When Alice plays Obsession
      Then Alice may not play another mood

  @source:community-2026-12-04 @card:duplicity @card:harmony @card:grief @card:angst @card:ambition @card:bravado @card:fear @card:nostalgia @card:thrill @card:intimidation @card:insecurity
  Rule: A second time through does the whole effect again: what it asks first is done again, and gives its additional moods again, from where the effect says
    A players' question, settled by the rules. The effect that happens again is the whole
    "After playing this mood" text (duplicity.2), with new choices (duplicity.3). Where
    that text asks for something before it gives a play ("if you do": a card discarded, a
    mood put into the discard pile or into the hand), the second time asks it again, and
    gives its play only if it is done again. The plays keep their reach: from the discard
    pile for Harmony, Grief and Angst (up to two more for Grief), the card taken for
    Intimidation (intimidation.4: it need not be played), and the moods played with
    Insecurity go back into the hand after scoring, each of them (insecurity.3).

    Example: Harmony twice: Alice plays two moods from the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And the discard pile holds Boredom and Laziness
      And Alice has Harmony in hand
      When Alice plays Harmony
      And Alice answers Duplicity: again
      And Alice plays Boredom from the discard pile
      Then Alice may play Laziness from the discard pile
      When Alice plays Laziness from the discard pile
      Then Alice has moods Duplicity, Harmony, Boredom and Laziness

    Example: Grief twice: Alice plays four moods from the discard pile
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And the discard pile holds Boredom, Laziness, Apathy, Complacency and Indifference
      And Alice has Grief in hand
      When Alice plays Grief
      And Alice answers Duplicity: again
      And Alice plays Boredom from the discard pile
      And Alice plays Laziness from the discard pile
      And Alice plays Apathy from the discard pile
      Then Alice may play Complacency from the discard pile
      When Alice plays Complacency from the discard pile
      Then Alice may not play another mood
      And the discard pile holds Indifference

    Example: Angst twice: Alice puts two moods into the discard pile, and plays two from it
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity, Boredom and Indifference
      And Alice has Angst in hand
      When Alice plays Angst
      And Alice chooses Boredom
      And Alice answers Duplicity: again
      And Alice answers Angst: Indifference
      And Alice plays Boredom from the discard pile
      Then Alice may play Indifference from the discard pile
      When Alice plays Indifference from the discard pile
      Then Alice has moods Duplicity, Angst, Boredom and Indifference

    Example: Ambition twice: Alice discards two cards, and plays two additional moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Ambition, Joy, Fear, Boredom and Laziness in hand
      When Alice plays Ambition
      And Alice chooses Joy
      And Alice answers Duplicity: again
      And Alice answers Ambition: Fear
      And Alice plays Boredom
      Then Alice may play an additional mood
      When Alice plays Laziness
      Then the discard pile holds Joy and Fear
      And Alice may not play another mood

    Example: Bravado twice: Alice puts two of her other moods into the discard pile, and plays two additional moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity, Apathy and Complacency
      And Alice has Bravado, Boredom and Laziness in hand
      When Alice plays Bravado
      And Alice chooses Apathy
      And Alice answers Duplicity: again
      And Alice answers Bravado: Complacency
      And Alice plays Boredom
      Then Alice may play an additional mood
      When Alice plays Laziness
      Then Alice has moods Duplicity, Bravado, Boredom and Laziness

    Example: Fear twice: two of Alice's moods go back into her hand, and she plays two additional moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity, Apathy and Complacency
      And Alice has Fear, Boredom and Laziness in hand
      When Alice plays Fear
      And Alice chooses Apathy
      And Alice answers Duplicity: again
      And Alice answers Fear: Complacency
      And Alice plays Boredom
      Then Alice may play an additional mood
      When Alice plays Laziness
      Then Alice's hand holds Apathy and Complacency

    Example: Nostalgia twice: two cards from the discard pile come into Alice's hand, and she plays them both
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And the discard pile holds Boredom and Laziness
      And Alice has Nostalgia in hand
      When Alice plays Nostalgia
      And Alice chooses Boredom
      And Alice answers Duplicity: again
      And Alice answers Nostalgia: Laziness
      And Alice plays Boredom
      Then Alice may play an additional mood
      When Alice plays Laziness
      Then Alice has moods Duplicity, Nostalgia, Boredom and Laziness

    Example: Thrill twice, before any play: Alice picks up one mood, then two more, and may play three additional moods
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity, Boredom, Laziness and Apathy
      And Alice has Thrill in hand
      When Alice plays Thrill
      And Alice chooses Boredom
      And Alice answers Duplicity: again
      And Alice answers Thrill: Laziness and Apathy
      And Alice plays Boredom
      And Alice plays Laziness
      Then Alice may play an additional mood
      When Alice plays Apathy
      Then Alice may not play another mood

    Example: Intimidation twice: Alice takes a card from Bob and one from Carol, and may play each
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has Boredom in hand
      And Carol has Laziness in hand
      And Alice has Intimidation in hand
      When Alice plays Intimidation
      And Alice chooses Bob
      And Alice answers Duplicity: again
      And Alice answers Intimidation: Carol
      Then Alice's hand holds Boredom and Laziness
      When Alice plays Boredom
      Then Alice may play Laziness

    Example: Insecurity twice: Alice plays two additional moods, and both go back into her hand after scoring
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Insecurity, Boredom and Laziness in hand
      When Alice plays Insecurity
      And Alice answers Duplicity: again
      And Alice plays Boredom
      And Alice plays Laziness
      And the round is scored
      And Alice answers the after-scoring order: Insecurity: Boredom goes back into its player's hand
      Then Alice's hand holds Boredom and Laziness
      And Alice has moods Duplicity and Insecurity

  @source:community-2026-12-04 @card:duplicity @card:benevolence
  Rule: The condition of each additional mood is read as that mood is played: a mood played with the first grant counts for the second
    A players' question, settled by the rules. A condition on an additional mood looks at
    the table when the mood is played, with every mood already played that turn
    (duplicity.1, generosity.4: a mood played with one grant gives its color for the
    next). The second grant a repeated effect gives is no different: Benevolence's second
    additional mood must not share a color with any of its player's moods then, the first
    additional mood among them.

    Example: Benevolence twice: after the red Boredom, the second additional mood can't be red, but may be green
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has moods Duplicity
      And Alice has Benevolence, Boredom, Zeal and Laziness in hand
      When Alice plays Benevolence
      And Alice answers Duplicity: again
      And Alice plays Boredom
      Then Alice cannot play Zeal because Benevolence's additional mood can't share a color with any of Alice's moods
      And Alice may play Laziness
      When Alice plays Laziness
      Then Alice may not play another mood

  @source:reference-2026-12-04 @card:duplicity @card:pride
  Rule: Pride twice gives two permissions, one for each player chosen, each counted again before every additional mood
    The reference's own ruling. Pride's effect lets its player keep playing additional
    moods until they have as many moods as the chosen player (pride.text), and the count
    is read again before each one (pride.4, pride.6). Had again by Duplicity, the effect
    asks for a player anew (duplicity.3) and gives a permission of its own: permissions
    to play add up, each used on its own terms (validation.4, pride.5). So with two chosen
    players, Pride's player may keep playing while either chosen player still has more
    moods than they do.

    A careful reader might take the chosen player as a choice the mood keeps, as Honor's
    player or Wonder's color is (the first ruling of "Effects that happen again"), so that
    the second choice replaces the first. But Pride's choice is no lasting quality of the
    mood: it only sets the limit of a permission for this turn, and a permission given
    again is one more permission (see "What an effect sees the second time through"). The
    second example fails under that reading: with Carol's choice replacing Bob's, Alice
    would stop at three moods.

    Example: Alice chooses Carol, then Bob the second time, and plays until she has as many moods as Bob
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Boredom, Laziness, Apathy and Complacency
      And Carol has moods Charity, Zeal and Obsession
      And Alice has Pride, Indifference, Patience and Pity in hand
      When Alice plays Pride
      And Alice chooses Carol
      And Alice answers Duplicity: again
      And Alice answers Pride: Bob
      And Alice plays Indifference
      Then Alice may play an additional mood
      When Alice plays Patience
      Then Alice has moods Duplicity, Pride, Indifference and Patience
      And Alice may not play another mood

    Example: Alice chooses Bob, then Carol the second time: Bob's count still lets her go on once she has as many moods as Carol
      Given a game between Alice, Bob and Carol
      And it is Alice's turn
      And Alice has moods Duplicity
      And Bob has moods Boredom, Laziness, Apathy and Complacency
      And Carol has moods Charity, Zeal and Obsession
      And Alice has Pride, Indifference, Patience and Pity in hand
      When Alice plays Pride
      And Alice chooses Bob
      And Alice answers Duplicity: again
      And Alice answers Pride: Carol
      And Alice plays Indifference
      Then Alice may play an additional mood
      When Alice plays Patience
      Then Alice may not play another mood
