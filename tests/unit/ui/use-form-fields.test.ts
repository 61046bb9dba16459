import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useFormFields } from '../../../src/ui/use-form-fields.ts'

describe('useFormFields', () => {
  it('binds each field to its value and changes only that one', () => {
    const { result } = renderHook(() => useFormFields({ seeking: 'robot', website: '' }))
    const seeking = result.current.field('seeking', 4000)
    expect(seeking).toMatchObject({
      name: 'seeking',
      value: 'robot',
      inputProps: { maxLength: 4000 },
    })
    expect(result.current.field('website')).not.toHaveProperty('inputProps')
    act(() => seeking.onChange('cobot'))
    expect(result.current.values).toEqual({ seeking: 'cobot', website: '' })
    act(() => result.current.setValues({ seeking: '', website: 'https://a.it' }))
    expect(result.current.field('website').value).toBe('https://a.it')
  })
})
